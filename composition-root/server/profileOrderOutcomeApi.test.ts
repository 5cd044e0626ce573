import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { placeCustomerOrder } from '../../test-fixtures/customerOrders';
import { wareWithStock } from '../../test-fixtures/orderFixtures';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { signedInBrowser } from '../../test-fixtures/signedInClient';

describe('why an order was cancelled, until when it may be returned (spec §3 Cancel order, Return order; GET /orders/{n})', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('profile-order-outcome', 10, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  const customer = async () => {
    const me = await signedInBrowser(app, '+7916');
    const row = await db.selectFrom('customer').select(['id', 'phone']).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    return { me, id: row.id, phone: row.phone };
  };
  const html = async (path: string, cookie: string) => (await app.request(path, { headers: { cookie } })).text();

  it('shows the owner the reason and comment of a cancellation, and no one else the order', async () => {
    const { me, id, phone } = await customer();
    const { orderNumber } = await placeCustomerOrder(db, id, phone, await wareWithStock(db, 1, 5), 1);
    expect((await me.call('GET', `/orders/${orderNumber}`)).body).toMatchObject({ cancellation: null, returnDeadline: null });
    const cancelled = await me.call('POST', `/orders/${orderNumber}/_cancel`, { cancelReasonCode: 'FOUND_CHEAPER', comment: 'В соседнем магазине' });
    expect(cancelled.status).toBe(200);
    expect((await me.call('GET', `/orders/${orderNumber}`)).body.cancellation).toEqual({
      reasonCode: 'FOUND_CHEAPER',
      reason: 'Нашёл дешевле',
      comment: 'В соседнем магазине',
    });
    const page = await html(`/profile/order_history/${orderNumber}`, me.cookie());
    expect(page).toContain('Причина отмены: Нашёл дешевле');
    expect(page).toContain('Комментарий: В соседнем магазине');
    const other = await customer();
    expect((await other.me.call('GET', `/orders/${orderNumber}`)).status).toBe(404);
  });

  it('gives a received order’s return deadline, 14 days not counting the day of receipt, in the order and the list', async () => {
    const { me, id, phone } = await customer();
    const { orderNumber } = await placeCustomerOrder(db, id, phone, await wareWithStock(db, 1, 5), 1);
    const receivedAt = new Date('2026-11-02T09:00:00Z');
    await db.updateTable('customer_order').set({ status: 'RECEIVED', received_at: receivedAt }).where('order_number', '=', orderNumber).execute();
    const deadline = '2026-11-16T20:59:59.999Z'; // the end of 16 November in Moscow
    expect((await me.call('GET', `/orders/${orderNumber}`)).body).toMatchObject({ status: 'RECEIVED', cancellation: null, returnDeadline: deadline });
    expect((await me.call('GET', '/orders')).body.orders[0]).toMatchObject({ orderNumber, returnDeadline: deadline });
    expect(await html(`/profile/order_history/${orderNumber}`, me.cookie())).toContain('Вернуть товары можно до 16.11.2026 включительно');
    expect(await html('/profile/order_history/', me.cookie())).toContain('Вернуть товары можно до 16.11.2026 включительно');
  });
});
