import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser } from '../../test-fixtures/signedInClient';

/** A browser of its own: keeps its session cookie, sends JSON and any extra headers. */
function shopper(app: TestShopApp) {
  const browser = apiBrowser(app);
  return Object.assign(browser.call, { cookie: browser.cookie });
}

describe('placing an order over HTTP (spec §7 POST /cart/orders, GET /orders/{n}, §2 /cart/thanks/{n}/)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('orders', 30));
  }, 60_000);
  afterAll(() => db.destroy());

  /** A shopper with one unit in the cart, pickup at a shop holding it, contacts confirmed by SMS code and the payment chosen. */
  const readyShopper = async (phone: string, payment: { id: string; paymentTool?: string }) => {
    const call = shopper(app);
    const stock = await db
      .selectFrom('stock as s')
      .innerJoin('ware as w', 'w.ware_id', 's.ware_id')
      .innerJoin('shop as p', 'p.id', 's.shop_id')
      .select(['w.ware_id', 'w.product_id', 'p.shop_number'])
      .where('s.quantity', '>', 1)
      .orderBy('w.ware_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect((await call('POST', '/cart/products/_set-quantity', { items: [{ productId: stock.product_id, wareId: stock.ware_id, quantity: 1 }] })).status).toBe(
      200,
    );
    expect((await call('POST', '/cart/obtaining-methods/pickup', { id: stock.shop_number, inStock: false })).status).toBe(200);
    expect(
      (await call('PUT', '/cart/receiver', { owner: { firstName: 'Анна', lastName: 'Петрова', phone, email: 'anna@example.ru' }, receiver: null })).status,
    ).toBe(200);
    expect((await call('POST', '/cart/phone/_verify', { phone })).status).toBe(200);
    const sms = await db.selectFrom('sms_outbox').select('text').where('phone', '=', phone).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect((await call('POST', '/cart/phone/_verify', { phone, code: /\d{4,6}/.exec(sms.text)![0] })).status).toBe(200);
    const cart = await call('POST', '/cart/payments', payment);
    expect(cart.status).toBe(200);
    return { call, version: cart.body.version as number, stock };
  };

  it('places an order paid in the shop once per idempotency key; only its owner sees it; the thank-you page has no footer', async () => {
    const { call, version } = await readyShopper('+79031112233', { id: 'IN_STORE' });
    const order = (key: string, body: unknown = { version, privacyConsent: true }) => call('POST', '/cart/orders', body, { 'Idempotency-Key': key });

    expect(await order('k-1', { version, privacyConsent: false })).toMatchObject({ status: 400, body: { reason: 'CONSENT_REQUIRED' } });
    expect(await call('POST', '/cart/orders', { version, privacyConsent: true })).toMatchObject({ status: 400, body: { reason: 'INCORRECT_REQUEST' } });
    expect(await order('k-1', { version: 'x', privacyConsent: true })).toMatchObject({ status: 400, body: { reason: 'INCORRECT_REQUEST' } });
    expect(await order('k-1', { version: version - 1, privacyConsent: true })).toMatchObject({ status: 409, body: { reason: 'WRONG_CART_STATE' } });

    const placed = await order('k-1');
    expect(placed).toMatchObject({ status: 200, body: { status: 'CREATED', paymentUrl: null } });
    const orderNumber = placed.body.orderNumber as string;
    expect(await order('k-1')).toEqual(placed);
    expect(await order('k-2')).toMatchObject({ status: 409, body: { reason: 'WRONG_CART_STATE' } });
    expect((await call('GET', '/cart')).body.items).toEqual([]);

    const details = await call('GET', `/orders/${orderNumber}`);
    expect(details).toMatchObject({ status: 200, body: { orderNumber, status: 'CREATED', obtainingType: 'PICKUP', owner: { phone: '+79031112233' } } });
    expect(details.body.items).toHaveLength(1);
    expect(details.body.pickupPoint.name).toBeTruthy();
    expect((await shopper(app)('GET', `/orders/${orderNumber}`)).status).toBe(404);
    expect((await call('GET', `/orders/${orderNumber}?force=maybe`)).status).toBe(400);

    const page = await app.request(`/cart/thanks/${orderNumber}/`, { headers: { cookie: call.cookie() } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(orderNumber);
    expect(html).toContain('Создан');
    expect(html).not.toContain('<footer');
    expect(await (await app.request('/cart/', { headers: { cookie: call.cookie() } })).text()).toContain('<footer');
    expect((await app.request(`/cart/thanks/${orderNumber}/`)).status).toBe(404);
  });

  it('answers an order paid online with the acquirer’s page, and the owner’s thank-you page shows it awaiting payment', async () => {
    const { call, version } = await readyShopper('+79031112244', { id: 'CARD_ONLINE', paymentTool: 'CARD_ONLINE' });
    const placed = await call('POST', '/cart/orders', { version, privacyConsent: true, comment: 'Позвоните заранее' }, { 'Idempotency-Key': 'pay-1' });
    expect(placed).toMatchObject({ status: 200, body: { status: 'AWAITING_PAYMENT' } });
    expect(typeof placed.body.paymentUrl).toBe('string');
    const again = await call('POST', '/cart/orders', { version, privacyConsent: true }, { 'Idempotency-Key': 'pay-1' });
    expect(again.body).toEqual(placed.body);
    const page = await app.request(`/cart/thanks/${placed.body.orderNumber}/?paymentTool=CARD_ONLINE`, { headers: { cookie: call.cookie() } });
    expect(await page.text()).toContain('Ожидает оплаты');
    expect(
      (await db.selectFrom('customer_order').select('comment').where('order_number', '=', placed.body.orderNumber).executeTakeFirstOrThrow()).comment,
    ).toBe('Позвоните заранее');
  });

  it('refuses operators’ additions without an operator session and bodies that do not decode', async () => {
    const call = shopper(app);
    expect(await call('POST', '/csm/orders/products', { orderNumber: '1', items: [{ productId: 'p', wareId: 'w', quantity: 1 }] })).toMatchObject({
      status: 401,
      body: { reason: 'NOT_AUTHORIZED' },
    });
    expect(await call('POST', '/csm/orders/products', { orderNumber: '1', items: [] })).toMatchObject({ status: 400, body: { reason: 'INCORRECT_REQUEST' } });
  });
});
