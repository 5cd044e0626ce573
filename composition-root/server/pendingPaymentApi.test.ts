import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serializeSigned } from 'hono/utils/cookie';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { insertAwaitingOrder } from '../../test-fixtures/awaitingOrder';
import { paymentSetup, type PaymentSetup } from './paymentSetup';
import { prepareDatabase } from './prepareDatabase';
import { shopApp } from './shopApp';

const SECRET = 'pending-payment-secret';
const SID = '6a1f9b55-8d2e-4b3c-af40-1b2c3d4e5f60';
let db: Kysely<Database>;
let app: ReturnType<typeof shopApp>;
let payments: PaymentSetup;
let cookie = '';

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-pending-payment-'));
  db = await prepareDatabase({ kind: 'pglite', dataDir }, 10, () => undefined);
  // Notifications held back: only the thank-you page's reconciliation tells the shop how the payment went.
  payments = paymentSetup(db, { provider: { kind: 'sandbox', notifyDelayMs: 3_600_000 }, shopUrl: '', jobsIntervalMs: 1000, releaseIntervalMs: 1000 }, (r) => app.fetch(r));
  app = shopApp(db, { assets: { scripts: [], styles: [] }, clientDir: dataDir, sessionSecret: SECRET, payments });
  cookie = (await serializeSigned('sid', SID, SECRET)).split(';')[0]!;
}, 60_000);
afterAll(() => db.destroy());

const get = (path: string) => app.request(path, { headers: { cookie, origin: 'http://localhost' } });
const details = async (orderNumber: string) => (await (await get(`/web-api/v1/orders/${orderNumber}?force=true`)).json()) as { status: string; paymentStatus: string | null };

describe('an order whose payment is still pending at the acquirer (spec §2 /cart/thanks/{n}/, §7 GET /orders/{n})', () => {
  it('is shown as being processed with a re-check while PENDING, and as failed with a retry once the bank refused', async () => {
    await insertAwaitingOrder(db, { orderNumber: 'P-1', amount: '750', ownerKey: `session:${SID}` });
    expect(await details('P-1')).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: null });
    const started = await payments.useCases.startPayment('P-1');
    const paymentUrl = started._tag === 'Right' ? started.right.paymentUrl : '';

    expect(await details('P-1')).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: 'PENDING' });
    const pending = await (await get('/cart/thanks/P-1/')).text();
    expect(pending).toContain('Оплата обрабатывается');
    expect(pending).toContain('Проверить ещё раз');
    expect(pending).not.toContain('Оплата не прошла');

    await app.request(paymentUrl, { method: 'POST', body: new URLSearchParams({ action: 'fail' }) });
    expect(await details('P-1')).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: 'FAILED' });
    const failed = await (await get('/cart/thanks/P-1/')).text();
    expect(failed).toContain('Оплата не прошла');
    expect(failed).toContain('Повторить оплату');
    expect(failed).not.toContain('Оплата обрабатывается');
  });
});
