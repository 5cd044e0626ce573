import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { apiBrowser } from '../../test-fixtures/signedInClient';
import { HELD_BACK_SANDBOX, openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { MAIL } from './modules/mailModule';

let db: Kysely<Database>;
let app: TestShopApp;
let sendPending: () => Promise<number>;

beforeAll(async () => {
  const shop = await openTestShop('gift-card-codes', 3, { payment: HELD_BACK_SANDBOX, mail: { kind: 'outbox', intervalMs: 1000 } });
  ({ db, app } = shop);
  sendPending = shop.container.get(MAIL.sendPending);
});
afterAll(() => db.destroy());

describe("sending an e-gift card's PIN again (spec §7 POST /cart/gift-cards/{number}/codes)", () => {
  it("writes the card's letter again to the address it was issued to, once an hour, and names that address masked", async () => {
    const buyer = apiBrowser(app);
    const cart = await buyer.call('POST', '/egc/cart/items/_set-quantity', {
      designId: 'sport',
      nominal: 3000,
      quantity: 1,
      recipientEmail: 'friend@example.ru',
    });
    const { paymentUrl } = (await buyer.call('POST', `/egc/invoices/${cart.body.invoiceNumber}/payments`, { email: 'me@example.ru', phone: '+79161111602' }))
      .body;
    await app.request(paymentUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
    const [card] = (await buyer.call('GET', `/egc/invoices/${cart.body.invoiceNumber}?force=true`)).body.cards;
    expect(await sendPending()).toBe(1);

    const someone = apiBrowser(app);
    const sent = await someone.call('POST', `/cart/gift-cards/${card.giftCardNumber}/codes?cartType=REGULAR`);
    expect(sent).toEqual({ status: 200, body: { giftCardNumber: card.giftCardNumber, email: 'f***@example.ru' } });
    expect(await someone.call('POST', `/cart/gift-cards/${card.giftCardNumber}/codes`)).toEqual(sent);
    expect(await sendPending()).toBe(1);
    const letters = (await someone.call('GET', '/dev/mail-outbox?to=friend@example.ru')).body as { text: string }[];
    expect(letters).toHaveLength(2);
    expect(letters[0]!.text).toContain(`Номер карты: ${card.giftCardNumber}`);
    expect(letters[0]!.text).toContain(`PIN-код: ${card.pin}`);
  });

  it('a card that is no e-gift card (plastic, its PIN under the strip) or none is 404; a malformed number or cart type is 400', async () => {
    const someone = apiBrowser(app);
    await db.insertInto('gift_card').values({ number: '7000000001', pin_hash: 'sealed-in-the-card', balance: '1000', expires_at: null }).execute();
    expect((await someone.call('POST', '/cart/gift-cards/7000000001/codes')).status).toBe(404);
    expect(await someone.call('POST', '/cart/gift-cards/0000/codes')).toMatchObject({ status: 404, body: { reason: 'NOT_FOUND' } });
    expect(await someone.call('POST', '/cart/gift-cards/12%2034/codes')).toMatchObject({ status: 400, body: { reason: 'INCORRECT_REQUEST' } });
    expect((await someone.call('POST', '/cart/gift-cards/1234/codes?cartType=OTHER')).status).toBe(400);
  });
});
