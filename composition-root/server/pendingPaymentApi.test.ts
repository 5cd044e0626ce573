import { serializeSigned } from 'hono/utils/cookie';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { insertAwaitingOrder } from '../../test-fixtures/awaitingOrder';
import type { PaymentUseCases } from '../../adapters-http/server/paymentDeps';
import { HELD_BACK_SANDBOX, openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { PAYMENT } from './modules/paymentModule';
import * as E from 'fp-ts/Either';

const SECRET = 'pending-payment-secret';
const SID = '6a1f9b55-8d2e-4b3c-af40-1b2c3d4e5f60';
let db: Kysely<Database>;
let app: TestShopApp;
let payments: PaymentUseCases;
let cookie = '';

beforeAll(async () => {
  // Notifications held back: only the thank-you page's reconciliation tells the shop how the payment went.
  const shop = await openTestShop('pending-payment', 10, { sessionSecret: SECRET, payment: HELD_BACK_SANDBOX });
  ({ db, app } = shop);
  payments = shop.container.get(PAYMENT.useCases);
  cookie = (await serializeSigned('sid', SID, SECRET)).split(';')[0]!;
}, 60_000);
afterAll(() => db.destroy());

const get = (path: string) => app.request(path, { headers: { cookie, origin: 'http://localhost' } });
const details = async (orderNumber: string) =>
  (await (await get(`/web-api/v1/orders/${orderNumber}?force=true`)).json()) as { status: string; paymentStatus: string | null };

describe('an order whose payment is still pending at the acquirer (spec §2 /cart/thanks/{n}/, §7 GET /orders/{n})', () => {
  it('is shown as being processed with a re-check while PENDING, and as failed with a retry once the bank refused', async () => {
    await insertAwaitingOrder(db, { orderNumber: 'P-1', amount: '750', ownerKey: `session:${SID}` });
    expect(await details('P-1')).toMatchObject({ status: 'AWAITING_PAYMENT', paymentStatus: null });
    const started = await payments.startPayment('P-1');
    const paymentUrl = E.isRight(started) ? started.right.paymentUrl : '';

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
