import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serializeSigned } from 'hono/utils/cookie';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { HELD_BACK_SANDBOX, testShopConfig } from '../../test-fixtures/testShop';
import { prepareDatabase } from './prepareDatabase';
import { shopApp } from './serverContainer';

const SID = '6a0e8a44-7c1d-4a2b-9e3f-0a1b2c3d4e61';
let db: Kysely<Database>;
let dataDir: string;

/** The shop under a session secret, and a caller with the one session signed for it. */
const shopUnder = async (secret: string) => {
  const app = shopApp(testShopConfig(db, dataDir, { sessionSecret: secret, payment: HELD_BACK_SANDBOX }));
  const cookie = (await serializeSigned('sid', SID, secret)).split(';')[0]!;
  const call = async (path: string, body?: unknown) =>
    (
      await app.request(`/web-api/v1${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { cookie, origin: 'http://localhost', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    ).json() as Promise<{ invoiceNumber: string; paymentUrl: string; cards: { giftCardNumber: string; pin: string }[]; balance: number }>;
  return { app, call };
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-egc-pin-'));
  db = await prepareDatabase({ kind: 'pglite', dataDir }, 5, () => undefined);
});
afterAll(() => db.destroy());

describe('issued gift-card PINs at rest (docs/giftcards.md: AES-256-GCM under a key from the session secret)', () => {
  it('stores no PIN in clear, shows it to the owner, and shows nothing under another secret', async () => {
    const { app, call } = await shopUnder('egc-pin-secret');
    const { invoiceNumber } = await call('/egc/cart/items/_set-quantity', {
      designId: 'sport',
      nominal: 1000,
      quantity: 1,
      recipientEmail: 'friend@example.ru',
    });
    const { paymentUrl } = await call(`/egc/invoices/${invoiceNumber}/payments`, { email: 'me@example.ru', phone: '+79161111709' });
    await app.request(paymentUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
    const [card] = (await call(`/egc/invoices/${invoiceNumber}?force=true`)).cards;
    expect(card!.pin).toMatch(/^\d{6}$/);

    const stored = await db.selectFrom('egc_issued_card').select('pin').where('card_number', '=', card!.giftCardNumber).executeTakeFirstOrThrow();
    expect(stored.pin).toMatch(/^v1\.[\w-]+$/);
    expect(stored.pin).not.toContain(card!.pin);
    expect(Buffer.from(stored.pin.slice(3), 'base64url').includes(Buffer.from(card!.pin))).toBe(false);
    expect((await call('/cart/gift-cards/_validate', { giftCardNumber: card!.giftCardNumber, pin: card!.pin })).balance).toBe(1000);

    // The same session under another secret: the invoice is found, its PIN does not open.
    const other = await shopUnder('another-secret');
    expect((await other.call(`/egc/invoices/${invoiceNumber}`)).cards).toEqual([expect.objectContaining({ giftCardNumber: card!.giftCardNumber, pin: '' })]);
  });
});
