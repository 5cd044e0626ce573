import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { addDays, moscowDate } from '../../domain/shipment/receivingDate';
import { placeCustomerOrder } from '../../test-fixtures/customerOrders';
import { wareWithStock } from '../../test-fixtures/orderFixtures';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';

const DAY = 86_400_000;

describe('keeping an order longer and asking to change it (spec §7 POST /orders/{n}/_prolong-receiving-date, /edit-reasons)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('order-aftercare', 10, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  /** A signed-in customer's order picked up in a shop, paid there, placed `daysAgo` days ago. */
  const pickupOrder = async (daysAgo: number) => {
    const me = await signedInBrowser(app, '+7917');
    const { id, phone } = await db.selectFrom('customer').select(['id', 'phone']).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    const { orderNumber } = await placeCustomerOrder(db, id, phone, await wareWithStock(db, 1, 20), 1);
    const placedAt = new Date(Date.now() - daysAgo * DAY);
    await db.updateTable('customer_order').set({ created_at: placedAt }).where('order_number', '=', orderNumber).execute();
    return { me, orderNumber, placedAt };
  };
  const setStatus = (orderNumber: string, status: 'PAID' | 'RECEIVED' | 'CANCELLED' | 'CREATED') =>
    db.updateTable('customer_order').set({ status }).where('order_number', '=', orderNumber).execute();

  it('prolongs a kept order once by 3 days past its 7; a second time is refused and changes nothing', async () => {
    const { me, orderNumber, placedAt } = await pickupOrder(2);
    const prolonged = await me.call('POST', `/orders/${orderNumber}/_prolong-receiving-date`);
    expect(prolonged).toEqual({ status: 200, body: { orderNumber, receivingDateTo: addDays(moscowDate(placedAt), 10), prolongationsLeft: 0 } });
    expect(await me.call('POST', `/orders/${orderNumber}/_prolong-receiving-date`)).toMatchObject({
      status: 409,
      body: { reason: 'RECEIVING_DATE_ALREADY_PROLONGED' },
    });
    const { keeping_prolongations } = await db
      .selectFrom('customer_order')
      .select('keeping_prolongations')
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(keeping_prolongations).toBe(1);
  });

  it('a paid order is kept from the day it was paid', async () => {
    const { me, orderNumber } = await pickupOrder(20);
    const paidAt = new Date(Date.now() - DAY);
    await db.updateTable('customer_order').set({ status: 'PAID', paid_at: paidAt }).where('order_number', '=', orderNumber).execute();
    expect((await me.call('POST', `/orders/${orderNumber}/_prolong-receiving-date`)).body.receivingDateTo).toBe(addDays(moscowDate(paidAt), 10));
  });

  it("refuses a keeping that ran out, delivery, received and unpaid orders; another customer's or an unknown order is 404, a visitor 401", async () => {
    const late = await pickupOrder(9);
    expect(await late.me.call('POST', `/orders/${late.orderNumber}/_prolong-receiving-date`)).toMatchObject({
      status: 409,
      body: { reason: 'RECEIVING_DATE_PASSED' },
    });
    const closed = await pickupOrder(1);
    for (const status of ['RECEIVED', 'CANCELLED'] as const) {
      await setStatus(closed.orderNumber, status);
      expect(await closed.me.call('POST', `/orders/${closed.orderNumber}/_prolong-receiving-date`)).toMatchObject({
        status: 409,
        body: { reason: 'RECEIVING_DATE_NOT_PROLONGABLE' },
      });
    }
    await db.updateTable('customer_order').set({ status: 'CREATED', obtaining_type: 'DELIVERY' }).where('order_number', '=', closed.orderNumber).execute();
    expect((await closed.me.call('POST', `/orders/${closed.orderNumber}/_prolong-receiving-date`)).body.reason).toBe('RECEIVING_DATE_NOT_PROLONGABLE');
    expect((await late.me.call('POST', `/orders/${closed.orderNumber}/_prolong-receiving-date`)).status).toBe(404);
    expect((await late.me.call('POST', '/orders/0/_prolong-receiving-date')).status).toBe(404);
    expect(await apiBrowser(app).call('POST', `/orders/${closed.orderNumber}/_prolong-receiving-date`)).toMatchObject({
      status: 401,
      body: { reason: 'NOT_AUTHORIZED' },
    });
  });

  it('keeps a change request once for the service desk and says what happens next', async () => {
    const { me, orderNumber } = await pickupOrder(0);
    const asked = await me.call('POST', `/orders/${orderNumber}/edit-reasons`, { editReasonMnemocode: 'ADD_PRODUCTS' });
    expect(asked).toEqual({
      status: 200,
      body: {
        orderNumber,
        editReasonMnemocode: 'ADD_PRODUCTS',
        name: 'Добавить товары',
        callback: true,
        message: 'Мы передали просьбу оператору: он позвонит вам и добавит товары в заказ.',
      },
    });
    expect(await me.call('POST', `/orders/${orderNumber}/edit-reasons`, { editReasonMnemocode: 'ADD_PRODUCTS' })).toEqual(asked);
    expect((await me.call('POST', `/orders/${orderNumber}/edit-reasons`, { editReasonMnemocode: 'CHANGE_PICKUP_POINT' })).body).toMatchObject({
      callback: false,
      message: 'Магазин получения изменить нельзя: отмените заказ и оформите новый с нужным магазином.',
    });
    const kept = await db.selectFrom('order_edit_request').select('reason_code').where('order_number', '=', orderNumber).orderBy('reason_code').execute();
    expect(kept.map((r) => r.reason_code)).toEqual(['ADD_PRODUCTS', 'CHANGE_PICKUP_POINT']);
  });

  it("refuses an unknown reason or a malformed body (400), a received order (409), others' orders (404) and visitors (401)", async () => {
    const { me, orderNumber } = await pickupOrder(0);
    expect(await me.call('POST', `/orders/${orderNumber}/edit-reasons`, { editReasonMnemocode: 'MAKE_IT_FREE' })).toMatchObject({
      status: 400,
      body: { reason: 'INCORRECT_EDIT_REASON', message: 'Выберите, что вы хотите изменить в заказе' },
    });
    expect(await me.call('POST', `/orders/${orderNumber}/edit-reasons`, {})).toMatchObject({ status: 400, body: { reason: 'INCORRECT_REQUEST' } });
    expect((await me.call('POST', `/orders/${orderNumber}/edit-reasons`, '{')).status).toBe(400);
    const other = await signedInBrowser(app, '+7917');
    expect((await other.call('POST', `/orders/${orderNumber}/edit-reasons`, { editReasonMnemocode: 'CHANGE_RECEIVER' })).status).toBe(404);
    expect((await apiBrowser(app).call('POST', `/orders/${orderNumber}/edit-reasons`, { editReasonMnemocode: 'CHANGE_RECEIVER' })).status).toBe(401);
    await setStatus(orderNumber, 'RECEIVED');
    expect(await me.call('POST', `/orders/${orderNumber}/edit-reasons`, { editReasonMnemocode: 'CHANGE_RECEIVER' })).toMatchObject({
      status: 409,
      body: { reason: 'ORDER_CLOSED' },
    });
    expect(await db.selectFrom('order_edit_request').select('reason_code').where('order_number', '=', orderNumber).execute()).toEqual([]);
  });
});
