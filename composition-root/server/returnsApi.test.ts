import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { placeCustomerOrder } from '../../test-fixtures/customerOrders';
import { wareWithStock } from '../../test-fixtures/orderFixtures';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';
import { DEV_FULFILMENT_SECRET } from '../fulfilmentConfig';

describe('returns over HTTP (spec §7 Orders: returns, return carts; docs/returns.md)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('returns', 30, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  const fulfilment = (path: string, secret = DEV_FULFILMENT_SECRET) =>
    app.request(`/web-api/v1/fulfilment${path}`, { method: 'POST', headers: { authorization: `Bearer ${secret}` } });
  /** A signed-in browser with an order of `quantity` units, received when `received`. */
  const customerWithOrder = async (index: number, quantity: number, received = true) => {
    const me = await signedInBrowser(app, '+7916');
    const row = await db.selectFrom('customer').select(['id', 'phone']).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    const ware = await wareWithStock(db, index, quantity);
    const { orderNumber } = await placeCustomerOrder(db, row.id, row.phone, ware, quantity);
    if (received) expect((await fulfilment(`/orders/${orderNumber}/_receive`)).status).toBe(200);
    return { me, orderNumber, ware };
  };
  const page = async (path: string, cookie?: string) => {
    const answer = await app.request(path, cookie ? { headers: { cookie } } : {});
    return { status: answer.status, html: await answer.text() };
  };

  it('takes the fulfilment system’s reports only with its secret', async () => {
    const { me, orderNumber } = await customerWithOrder(1, 1, false);
    expect((await fulfilment(`/orders/${orderNumber}/_receive`, 'wrong')).status).toBe(401);
    expect((await app.request(`/web-api/v1/fulfilment/orders/${orderNumber}/_receive`, { method: 'POST' })).status).toBe(401);
    const received = await fulfilment(`/orders/${orderNumber}/_receive`);
    expect(await received.json()).toEqual({ orderNumber, status: 'RECEIVED' });
    expect((await fulfilment('/orders/0/_receive')).status).toBe(404);
    expect((await me.call('GET', `/orders/${orderNumber}`)).body.status).toBe('RECEIVED');
    const shops = (await me.call('GET', '/shops?geoPoint=ucfv0j7z8b7e')).body.shops;
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.every((s: { isReturnAvailable: boolean }) => s.isReturnAvailable)).toBe(true);
    expect(
      (await me.call('GET', '/shops?geoPoint=ucfv0j7z8b7e&kind=PICKUP_POINT')).body.shops.some((s: { isReturnAvailable: boolean }) => s.isReturnAvailable),
    ).toBe(false);
  });

  it('seeds a received order for the first demo customer to try a return with', async () => {
    const demo = await db
      .selectFrom('customer_order as o')
      .innerJoin('customer as c', 'c.id', 'o.customer_id')
      .select(['o.status', 'o.received_at'])
      .where('c.phone', '=', '+79990000001')
      .execute();
    expect(demo).toEqual([{ status: 'RECEIVED', received_at: expect.any(Date) }]);
  });

  it('answers NOT_AUTHORIZED to a visitor, and the pages prompt to sign in', async () => {
    const stranger = apiBrowser(app);
    for (const [method, path] of [
      ['GET', '/orders/returns'],
      ['POST', '/orders/1/return-carts/current'],
      ['GET', '/return-carts/x/map-points'],
      ['POST', '/orders/returns/1/_cancel/'],
    ] as const) {
      expect(await stranger.call(method, path, method === 'GET' ? undefined : {})).toMatchObject({ status: 401, body: { reason: 'NOT_AUTHORIZED' } });
    }
    expect((await page('/profile/returns/')).html).toContain('Войдите, чтобы увидеть свои возвраты');
  });

  it('walks a return from the draft to a cancelled return, refusing bad bodies and other customers', async () => {
    const { me, orderNumber, ware } = await customerWithOrder(2, 2);
    const cart = await me.call('POST', `/orders/${orderNumber}/return-carts/current`);
    expect(cart.status).toBe(200);
    expect(cart.body).toMatchObject({ orderNumber, selectedProducts: [], lines: [{ itemId: ware.wareId, bought: 2, returnable: 2 }] });
    const base = `/orders/${orderNumber}/return-carts`;

    for (const [method, path, body] of [
      ['POST', `${base}/products/_select`, { selectedProducts: 'all' }],
      ['POST', `${base}/products/_select`, '{not json'],
      ['PUT', `${base}/current/items/${ware.wareId}`, { quantity: 0 }],
      ['PUT', `${base}/current/items/${ware.wareId}`, { quantity: 1.5, reasonCode: 'DEFECT' }],
      ['POST', `${base}/current/potential-return-order`, { address: 'ул. Ленина, 1', returnPoint: '1' }],
      ['POST', `${base}/current/potential-return-order`, {}],
      ['GET', '/orders/returns?page=0'],
      ['GET', '/return-carts/products?productIds=a;b'],
      ['POST', '/orders/returns', { id: 1 }],
    ] as const) {
      expect(await me.call(method, path, body)).toMatchObject({ status: 400, body: { reason: 'INCORRECT_REQUEST' } });
    }
    expect(await me.call('POST', `${base}/products/_select`, { selectedProducts: ['nope'] })).toMatchObject({
      status: 409,
      body: { reason: 'RETURN_QUANTITY_EXCEEDED' },
    });
    expect((await me.call('POST', `${base}/products/_select`, { selectedProducts: [ware.wareId] })).body.items).toEqual([
      { itemId: ware.wareId, quantity: 1, reasonCode: null, comment: '', images: [] },
    ]);
    expect(await me.call('PUT', `${base}/current/items/${ware.wareId}`, { quantity: 2, reasonCode: 'BORED' })).toMatchObject({
      status: 400,
      body: { reason: 'INCORRECT_RETURN_REASON' },
    });
    expect(await me.call('PUT', `${base}/current/items/${ware.wareId}`, { quantity: 3, reasonCode: 'DEFECT' })).toMatchObject({
      status: 409,
      body: { reason: 'RETURN_QUANTITY_EXCEEDED' },
    });
    await me.call('PUT', `${base}/current/items/${ware.wareId}`, { quantity: 2, reasonCode: 'DEFECT', comment: '' });

    const filedEarly = await me.call('POST', `/return-carts/${cart.body.id}/return-orders`);
    expect(filedEarly).toMatchObject({ status: 400, body: { reason: 'RETURN_WAY_REQUIRED' } });
    const points = await me.call('GET', `/return-carts/${cart.body.id}/map-points`);
    expect(points.body.points.length).toBeGreaterThan(0);
    expect(await me.call('PATCH', `${base}/current/potential-return-order`, { returnPoint: 'no-such-shop' })).toMatchObject({
      status: 400,
      body: { reason: 'RETURN_POINT_UNAVAILABLE' },
    });
    expect(
      (await me.call('PATCH', `${base}/current/potential-return-order`, { returnPoint: points.body.points[0].shopNumber })).body.potentialReturnOrder,
    ).toEqual({ returnPoint: points.body.points[0].shopNumber, address: null });
    expect(await me.call('POST', `/return-carts/${cart.body.id}/return-orders`)).toMatchObject({ status: 400, body: { reason: 'RETURN_COMMENT_REQUIRED' } });
    await me.call('PUT', `${base}/current/items/${ware.wareId}`, { quantity: 2, reasonCode: 'DEFECT', comment: 'Подошва отклеилась' });
    expect((await me.call('GET', `/return-carts/products?productIds=${ware.productId}`)).body.products).toMatchObject([{ productId: ware.productId }]);

    const other = await signedInBrowser(app, '+7916');
    expect((await other.call('POST', `${base}/current`)).status).toBe(404);
    expect((await other.call('GET', `/return-carts/${cart.body.id}/map-points`)).status).toBe(404);
    expect((await other.call('POST', `/return-carts/${cart.body.id}/return-orders`)).status).toBe(404);
    for (const path of ['/return-carts/not-a-uuid/return-orders', '/orders/returns/abc/_cancel/', '/orders/returns/abc/_argue'])
      expect((await me.call('POST', path, {})).status).toBe(404);
    expect((await me.call('POST', '/orders/returns', { returnCartId: 'x' })).status).toBe(404);
    expect((await me.call('GET', '/return-carts/x/map-points')).status).toBe(404);
    expect((await me.call('GET', '/orders/returns/abc')).status).toBe(404);
    expect((await me.call('POST', '/orders/no-such-order/return-carts/current')).status).toBe(404);

    const filed = await me.call('POST', '/orders/returns', { returnCartId: cart.body.id });
    expect(filed).toMatchObject({ status: 200, body: { status: 'CREATED' } });
    const id = filed.body.id;
    const price = Number((await db.selectFrom('order_line').select('price').where('order_number', '=', orderNumber).executeTakeFirstOrThrow()).price);
    const got = await me.call('GET', `/orders/returns/${id}`);
    expect(got.body).toMatchObject({
      id,
      orderNumber,
      status: 'CREATED',
      statusName: 'Оформлен',
      refundAmount: price * 2,
      itemCount: 2,
      lines: [{ reasonName: 'Брак', comment: 'Подошва отклеилась' }],
    });
    expect((await other.call('GET', `/orders/returns/${id}`)).status).toBe(404);
    expect((await other.call('POST', `/orders/returns/${id}/_cancel/`)).status).toBe(404);
    expect((await me.call('GET', '/orders/returns')).body).toMatchObject({ pagination: { page: 1, pageSize: 5, total: 1 }, returns: [{ id }] });
    expect((await me.call('GET', '/orders/returns/?page=2')).body).toMatchObject({ pagination: { page: 2, pageSize: 5, total: 1 }, returns: [] });

    const list = await page('/profile/returns/', me.cookie());
    expect(list.html).toContain(`Возврат № ${id}`);
    const detail = await page(`/profile/returns/${id}/`, me.cookie());
    expect(detail.html).toContain('Отменить возврат');
    expect((await page(`/profile/returns/${id}/`, other.cookie())).status).toBe(404);
    expect((await page(`/profile/order_return/${orderNumber}`, me.cookie())).html).toContain('Оформление возврата');
    expect((await page(`/profile/order_history/${orderNumber}`, me.cookie())).html).toContain('Оформить возврат');
    expect((await page(`/profile/order_return/${orderNumber}`, other.cookie())).status).toBe(404);

    expect(await me.call('POST', `/orders/returns/${id}/_argue`, {})).toMatchObject({ status: 409, body: { reason: 'RETURN_NOT_ARGUABLE' } });
    expect(await me.call('POST', `/orders/returns/${id}/_cancel/`)).toMatchObject({ status: 200, body: { id, status: 'CANCELLED' } });
    expect(await me.call('POST', `/orders/returns/${id}/_cancel`)).toMatchObject({ status: 409, body: { reason: 'RETURN_NOT_CANCELLABLE' } });
  });

  it('takes photos of a defect through the review photos’ checks: add, replace, delete (spec §7 /orders/returns/images)', async () => {
    const { me, orderNumber, ware } = await customerWithOrder(5, 1);
    await me.call('POST', `/orders/${orderNumber}/return-carts/products/_select`, { selectedProducts: [ware.wareId] });
    const send = async (method: 'POST' | 'PUT', fields: Record<string, string>, file: Blob, cookie = me.cookie()) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      form.set('file', file, 'defect.jpg');
      const res = await app.request('http://shop.test/web-api/v1/orders/returns/images', {
        method,
        headers: { origin: 'http://shop.test', cookie },
        body: form,
      });
      return { status: res.status, body: await res.json() };
    };
    const jpeg = new Blob(
      [
        (await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 20, b: 20 } } })
          .jpeg()
          .toBuffer()) as BlobPart,
      ],
      { type: 'image/jpeg' },
    );
    const fields = { orderNumber, wareReturnId: ware.wareId };
    const added = await send('POST', fields, jpeg);
    expect(added).toMatchObject({
      status: 201,
      body: { imageCode: expect.any(String), returnCart: { items: [{ images: [{ url: expect.stringContaining('/media/reviews/') }] }] } },
    });
    expect((await send('POST', fields, new Blob(['не фото'], { type: 'image/jpeg' }))).body.reason).toBe('UNSUPPORTED_PHOTO_FORMAT');
    expect((await send('POST', { orderNumber }, jpeg)).body.reason).toBe('INCORRECT_REQUEST');
    expect((await send('PUT', fields, jpeg)).body.reason).toBe('INCORRECT_REQUEST');
    const other = await signedInBrowser(app, '+7916');
    expect((await send('POST', fields, jpeg, other.cookie())).status).toBe(404);
    const replaced = await send('PUT', { ...fields, imageCode: added.body.imageCode }, jpeg);
    expect(replaced.status).toBe(200);
    expect(replaced.body.returnCart.items[0].images.map((i: { imageCode: string }) => i.imageCode)).toEqual([replaced.body.imageCode]);
    expect(await me.call('DELETE', '/orders/returns/images', { orderNumber, wareReturnId: ware.wareId, imageCode: 'nope' })).toMatchObject({ status: 404 });
    expect(await me.call('DELETE', '/orders/returns/images', { orderNumber })).toMatchObject({ status: 400, body: { reason: 'INCORRECT_REQUEST' } });
    const deleted = await me.call('DELETE', '/orders/returns/images', { orderNumber, wareReturnId: ware.wareId, imageCode: replaced.body.imageCode });
    expect(deleted.body.returnCart.items[0].images).toEqual([]);
  });

  it('lets the fulfilment side accept and refuse, and the customer argue the refusal once', async () => {
    const { me, orderNumber, ware } = await customerWithOrder(3, 1);
    const cart = (await me.call('POST', `/orders/${orderNumber}/return-carts/current`)).body;
    await me.call('POST', `/orders/${orderNumber}/return-carts/products/_select`, { selectedProducts: [ware.wareId] });
    await me.call('PUT', `/orders/${orderNumber}/return-carts/current/items/${ware.wareId}`, { quantity: 1, reasonCode: 'WRONG_SIZE' });
    await me.call('POST', `/orders/${orderNumber}/return-carts/current/potential-return-order`, { address: 'Москва, ул. Тверская, 1, кв. 5' });
    const { id } = (await me.call('POST', `/return-carts/${cart.id}/return-orders`)).body;
    expect((await me.call('GET', `/orders/returns/${id}`)).body).toMatchObject({ address: 'Москва, ул. Тверская, 1, кв. 5', returnPoint: null });
    expect((await fulfilment(`/returns/${id}/_refund`)).status).toBe(409);
    expect((await fulfilment(`/returns/${id}/_accept`)).status).toBe(200);
    expect(await (await fulfilment(`/returns/${id}/_refuse`)).json()).toEqual({ id, status: 'REFUSED' });
    expect(await me.call('POST', `/orders/returns/${id}/_argue`, { comment: 'Размер не тот, бирки на месте' })).toMatchObject({
      status: 200,
      body: { status: 'DISPUTED' },
    });
    expect(await me.call('POST', `/orders/returns/${id}/_argue`, {})).toMatchObject({ status: 409, body: { reason: 'RETURN_NOT_ARGUABLE' } });
    expect((await me.call('POST', `/orders/${orderNumber}/return-carts/current`)).status).toBe(200);
    const late = await customerWithOrder(4, 1, false);
    expect(await late.me.call('POST', `/orders/${late.orderNumber}/return-carts/current`)).toMatchObject({
      status: 409,
      body: { reason: 'ORDER_NOT_RETURNABLE' },
    });
    expect((await page(`/profile/order_return/${late.orderNumber}`, late.me.cookie())).html).toContain('Этот заказ нельзя вернуть');
  });
});
