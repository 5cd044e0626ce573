import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { placeCustomerOrder, placeGuestOrder } from '../../test-fixtures/customerOrders';
import { wareWithStock } from '../../test-fixtures/orderFixtures';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signInAs, signedInBrowser } from '../../test-fixtures/signedInClient';

describe('the profile’s orders over HTTP (spec §7 GET /orders, cancel-reasons, POST /orders/{n}/_cancel; §2 /profile/order_history/)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('profile-orders', 30, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  /** A signed-in browser, its customer id and phone (the newest customer). */
  const customer = async () => {
    const me = await signedInBrowser(app, '+7916');
    const row = await db.selectFrom('customer').select(['id', 'phone']).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    return { me, id: row.id, phone: row.phone };
  };
  const page = async (path: string, cookie?: string) => {
    const answer = await app.request(path, cookie ? { headers: { cookie } } : {});
    return { status: answer.status, html: await answer.text() };
  };

  it('answers NOT_AUTHORIZED to an anonymous caller, and the pages prompt to sign in', async () => {
    const stranger = apiBrowser(app);
    for (const [method, path, body] of [
      ['GET', '/orders'],
      ['POST', '/orders/1/_cancel', { cancelReasonCode: 'OTHER' }],
    ] as const) {
      expect(await stranger.call(method, path, body)).toMatchObject({ status: 401, body: { reason: 'NOT_AUTHORIZED' } });
    }
    expect((await stranger.call('GET', '/orders/cancel-reasons')).body).toContainEqual({ code: 'CHANGED_MIND', name: 'Передумал' });
    expect((await page('/profile/order_history/')).html).toContain('Войдите, чтобы увидеть свои заказы');
  });

  it('lists a guest order placed with the phone confirmed by code once that phone signs up, and at once for an existing customer (issue 14)', async () => {
    const ware = await wareWithStock(db, 5, 10);
    const orderNumbers = (list: { body: { orders: { orderNumber: string }[] } }) => list.body.orders.map((o) => o.orderNumber);
    const before = await placeGuestOrder(db, 'guest-before-sign-up', '+79165550001', ware);
    const newcomer = apiBrowser(app);
    await signInAs(newcomer, '+79165550001');
    expect(orderNumbers(await newcomer.call('GET', '/orders'))).toEqual([before.orderNumber]);
    expect((await newcomer.call('GET', `/orders/${before.orderNumber}`)).status).toBe(200);

    const { me, phone } = await customer();
    const meanwhile = await placeGuestOrder(db, 'guest-elsewhere', phone, ware);
    expect(orderNumbers(await me.call('GET', '/orders'))).toEqual([meanwhile.orderNumber]);
    expect((await page('/profile/order_history/', me.cookie())).html).toContain(`Заказ № ${meanwhile.orderNumber}`);
  });

  it('lists the customer’s orders newest first, five a page by default, and refuses bad pages', async () => {
    const { me, id, phone } = await customer();
    const empty = await page('/profile/order_history/', me.cookie());
    expect(empty.html).toContain('У вас пока нет заказов');
    expect(empty.html).toContain('href="/catalog/"');

    const ware = await wareWithStock(db, 2, 20);
    const numbers: string[] = [];
    for (let i = 0; i < 6; i++) numbers.push((await placeCustomerOrder(db, id, phone, ware, 1 + (i % 2))).orderNumber);
    const first = await me.call('GET', '/orders');
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ page: 1, pageSize: 5, total: 6 });
    expect(first.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(numbers.toReversed().slice(0, 5));
    expect(first.body.orders[0]).toMatchObject({
      status: 'CREATED',
      statusName: 'Создан',
      currency: 'RUB',
      itemCount: 2,
      shipment: { obtainingType: 'PICKUP' },
      images: [expect.stringContaining(`/media/products/${ware.productId}/0`)],
    });
    expect((await me.call('GET', '/orders?page=2&pageSize=5')).body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([numbers[0]]);
    for (const query of ['page=0', 'page=x', 'pageSize=0', 'pageSize=51', 'page=1.5', 'pageSize=-1']) {
      expect(await me.call('GET', `/orders?${query}`)).toMatchObject({ status: 400, body: { reason: 'INCORRECT_REQUEST' } });
    }
    const listed = await page('/profile/order_history/?page=2', me.cookie());
    expect(listed.html).toContain(`Заказ № ${numbers[0]}`);
    expect(listed.html).toContain('aria-current="page"');
    expect((await page('/profile/order_history/?page=0', me.cookie())).status).toBe(400);
  });

  it('shows and cancels the customer’s own order once; another customer neither sees nor cancels it', async () => {
    const { me, id, phone } = await customer();
    const other = await customer();
    const ware = await wareWithStock(db, 3, 5);
    const { orderNumber } = await placeCustomerOrder(db, id, phone, ware, 2);
    const cancel = (who: typeof me, body: unknown) => who.call('POST', `/orders/${orderNumber}/_cancel`, body);

    expect((await me.call('GET', `/orders/${orderNumber}`)).body).toMatchObject({ orderNumber, status: 'CREATED' });
    const detail = await page(`/profile/order_history/${orderNumber}`, me.cookie());
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(`Заказ № ${orderNumber}`);
    expect(detail.html).toContain('Отменить заказ');
    expect((await page(`/profile/order_history/${orderNumber}`, other.me.cookie())).status).toBe(404);

    expect(await cancel(other.me, { cancelReasonCode: 'OTHER' })).toMatchObject({ status: 404, body: { reason: 'NOT_FOUND' } });
    expect(await cancel(me, { cancelReasonCode: 'BORED' })).toMatchObject({ status: 400, body: { reason: 'INCORRECT_CANCEL_REASON' } });
    expect(await cancel(me, { cancelReasonCode: 'OTHER', comment: 'x'.repeat(1001) })).toMatchObject({ status: 400, body: { reason: 'INCORRECT_REQUEST' } });
    expect(await cancel(me, '{not json')).toMatchObject({ status: 400, body: { reason: 'INCORRECT_REQUEST' } });
    expect(await cancel(me, { comment: 'без причины' })).toMatchObject({ status: 400, body: { reason: 'INCORRECT_REQUEST' } });

    expect(await cancel(me, { cancelReasonCode: 'LONG_DELIVERY', comment: 'Нужно к выходным', isTroubleProduct: false })).toEqual({
      status: 200,
      body: { orderNumber, status: 'CANCELLED' },
    });
    expect(await cancel(me, { cancelReasonCode: 'OTHER' })).toMatchObject({
      status: 409,
      body: { reason: 'ORDER_ALREADY_CANCELLED', message: 'Заказ уже отменён' },
    });
    expect((await db.selectFrom('stock').select('quantity').where('ware_id', '=', ware.wareId).executeTakeFirstOrThrow()).quantity).toBe(5);
    const after = await page(`/profile/order_history/${orderNumber}`, me.cookie());
    expect(after.html).toContain('Отменён');
    expect(after.html).not.toContain('Отменить заказ');
  });

  it('offers to pay an order awaiting its online payment, and to cancel it', async () => {
    const { me, id, phone } = await customer();
    const { orderNumber, status } = await placeCustomerOrder(db, id, phone, await wareWithStock(db, 5, 1), 1, {
      payment: { paymentMethod: 'CARD_ONLINE', paymentTool: 'CARD_ONLINE' },
    });
    expect(status).toBe('AWAITING_PAYMENT');
    const { html } = await page(`/profile/order_history/${orderNumber}`, me.cookie());
    expect(html).toContain('Ожидает оплаты');
    expect(html).toMatch(/<button[^>]*>Оплатить \d/);
    expect(html).toContain('Отменить заказ');
  });

  it('refuses to cancel a paid order with no acquirer payment to give back', async () => {
    const { me, id, phone } = await customer();
    const { orderNumber } = await placeCustomerOrder(db, id, phone, await wareWithStock(db, 4, 1), 1);
    await db.updateTable('customer_order').set({ status: 'PAID' }).where('order_number', '=', orderNumber).execute();
    expect(await me.call('POST', `/orders/${orderNumber}/_cancel`, { cancelReasonCode: 'CHANGED_MIND', comment: null })).toMatchObject({
      status: 409,
      body: { reason: 'ORDER_NOT_CANCELLABLE' },
    });
  });

  it('offers «Отменить заказ» on a paid order, says the money goes back to the card, and refunds it at the acquirer (issue 14)', async () => {
    const { me, id, phone } = await customer();
    const ware = await wareWithStock(db, 6, 4);
    const { orderNumber } = await placeCustomerOrder(db, id, phone, ware, 1, { payment: { paymentMethod: 'CARD_ONLINE', paymentTool: 'CARD_ONLINE' } });
    const { paymentUrl } = (await me.call('POST', `/orders/invoices/${orderNumber}/acquiring/_confirm/`, {})).body;
    await app.request(paymentUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
    expect((await me.call('GET', `/orders/${orderNumber}?force=true`)).body.status).toBe('PAID');
    const paid = await page(`/profile/order_history/${orderNumber}`, me.cookie());
    expect(paid.html).toContain('Отменить заказ');
    expect(paid.html).toContain('деньги вернутся на карту, которой вы платили');
    expect(await me.call('POST', `/orders/${orderNumber}/_cancel`, { cancelReasonCode: 'CHANGED_MIND' })).toMatchObject({
      status: 200,
      body: { orderNumber, status: 'CANCELLED' },
    });
    expect((await me.call('GET', `/orders/${orderNumber}`)).body.status).toBe('CANCELLED');
    expect((await db.selectFrom('stock').select('quantity').where('ware_id', '=', ware.wareId).executeTakeFirstOrThrow()).quantity).toBe(4);
    const sandboxPage = await (await app.request(paymentUrl)).text();
    expect(sandboxPage).toContain('Деньги за этот платёж возвращены.');
  });

  it('says why a received order cannot be cancelled, and refuses to', async () => {
    const { me, id, phone } = await customer();
    const { orderNumber } = await placeCustomerOrder(db, id, phone, await wareWithStock(db, 7, 1), 1);
    await db.updateTable('customer_order').set({ status: 'RECEIVED', received_at: new Date() }).where('order_number', '=', orderNumber).execute();
    const received = await page(`/profile/order_history/${orderNumber}`, me.cookie());
    expect(received.html).toContain('Заказ получен, поэтому отменить его нельзя — только вернуть товары.');
    expect(received.html).not.toContain('Отменить заказ');
    expect(await me.call('POST', `/orders/${orderNumber}/_cancel`, { cancelReasonCode: 'CHANGED_MIND' })).toMatchObject({
      status: 409,
      body: { reason: 'ORDER_NOT_CANCELLABLE' },
    });
  });
});
