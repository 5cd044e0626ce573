import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { insertAwaitingOrder } from '../../test-fixtures/awaitingOrder';
import { apiBrowser, signInAs } from '../../test-fixtures/signedInClient';
import { HELD_BACK_SANDBOX, openTestShop, type TestShopApp } from '../../test-fixtures/testShop';

let db: Kysely<Database>;
let app: TestShopApp;
let me: ReturnType<typeof apiBrowser>;

/** An order of the signed-in customer awaiting `amount` roubles online. */
async function myOrder(orderNumber: string, amount: string) {
  await insertAwaitingOrder(db, { orderNumber, amount });
  const { id } = await db.selectFrom('customer').select('id').where('phone', '=', '+79165550101').executeTakeFirstOrThrow();
  await db.updateTable('customer_order').set({ customer_id: id }).where('order_number', '=', orderNumber).execute();
}
const attempts = (orderNumber: string) =>
  db.selectFrom('payment').select(['status', 'payment_tool']).where('order_number', '=', orderNumber).orderBy('created_at').execute();

beforeAll(async () => {
  ({ db, app } = await openTestShop('order-payment-ways', 3, { payment: HELD_BACK_SANDBOX, auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  me = apiBrowser(app);
  await signInAs(me, '+79165550101');
});
afterAll(() => db.destroy());

describe('paying an order by credit, instalments, Yandex Pay or FPS (spec §7 Orders)', () => {
  const ways = [
    ['credit-payment', 'CREDIT'],
    ['bnpl-sovcombank-payment', 'BNPL_SOVCOMBANK'],
    ['bnpl-tinkoff', 'BNPL_TINKOFF'],
    ['bnpl-yandex-split', 'YANDEX_SPLIT'],
    ['payments/yandex-pay', 'YANDEX_PAY'],
  ] as const;

  it.each(ways)('POST /orders/{n}/%s opens one acquirer attempt of its tool; a retry answers the same page', async (path, tool) => {
    await myOrder(`W-${tool}`, '12990');
    const first = await me.call('POST', `/orders/W-${tool}/${path}`);
    expect(first.status).toBe(200);
    expect(first.body.paymentUrl).toMatch(/^\/sandbox-acquirer\/pay\/\d+$/);
    expect(await me.call('POST', `/orders/W-${tool}/${path}`)).toEqual(first);
    expect(await attempts(`W-${tool}`)).toEqual([{ status: 'PENDING', payment_tool: tool }]);
  });

  it("FPS by subscription takes the payer bank's FPS member id; a malformed one is 400", async () => {
    await myOrder('W-FPS', '990');
    expect(await me.call('POST', '/orders/W-FPS/payments/fps-subscription', { bankId: 'sber' })).toMatchObject({
      status: 400,
      body: { reason: 'INCORRECT_REQUEST' },
    });
    expect((await me.call('POST', '/orders/W-FPS/payments/fps-subscription', '{')).status).toBe(400);
    const paid = await me.call('POST', '/orders/W-FPS/payments/fps-subscription', { bankId: '100000000111' });
    expect(paid.status).toBe(200);
    expect(await attempts('W-FPS')).toEqual([{ status: 'PENDING', payment_tool: 'FASTER_PAYMENT_SYSTEM' }]);
  });

  it('a lender takes only the sums it finances: T-Bank «Долями» to 30 000, a credit from 3 000', async () => {
    await myOrder('W-BIG', '45000');
    await myOrder('W-SMALL', '1500');
    expect(await me.call('POST', '/orders/W-BIG/bnpl-tinkoff')).toMatchObject({ status: 422, body: { reason: 'AMOUNT_NOT_FINANCED' } });
    expect((await me.call('POST', '/orders/W-BIG/credit-payment')).status).toBe(200);
    expect((await me.call('POST', '/orders/W-SMALL/credit-payment')).status).toBe(422);
    expect(await attempts('W-SMALL')).toEqual([]);
  });

  it("another visitor's or an unknown order is 404; a paid one is 409", async () => {
    await myOrder('W-MINE', '500');
    const stranger = apiBrowser(app);
    expect((await stranger.call('POST', '/orders/W-MINE/payments/yandex-pay')).status).toBe(404);
    expect((await me.call('POST', '/orders/NOPE/payments/yandex-pay')).status).toBe(404);
    await db.updateTable('customer_order').set({ status: 'PAID' }).where('order_number', '=', 'W-MINE').execute();
    expect(await me.call('POST', '/orders/W-MINE/payments/yandex-pay')).toMatchObject({ status: 409, body: { reason: 'ORDER_NOT_PAYABLE' } });
  });
});
