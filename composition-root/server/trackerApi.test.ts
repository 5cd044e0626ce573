import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser } from '../../test-fixtures/signedInClient';

type Payload = {
  event: string;
  ecommerce: { currency: string; value: number; items: Record<string, unknown>[]; shipping_tier?: string; payment_type?: string };
};

/** The analytics tracker's calls (spec §7 Analytics: /ga-api/v1): e-commerce events of the shop's own data, recorded. */
describe('the analytics tracker over HTTP', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  let ware: { productId: string; wareId: string; size: string; shopNumber: string };
  beforeAll(async () => {
    ({ db, app } = await openTestShop('tracker', 60));
    const held = await db
      .selectFrom('stock')
      .innerJoin('shop', 'shop.id', 'stock.shop_id')
      .innerJoin('ware', 'ware.ware_id', 'stock.ware_id')
      .select(['ware.ware_id', 'ware.product_id', 'ware.size', 'shop.shop_number'])
      .where('shop.city_id', '=', '77')
      .where('shop.kind', '=', 'SHOP')
      .where('stock.quantity', '>', 1)
      .orderBy('ware.ware_id')
      .executeTakeFirstOrThrow();
    ware = { productId: held.product_id, wareId: held.ware_id, size: held.size, shopNumber: held.shop_number };
  }, 90_000);
  afterAll(() => db.destroy());

  const tracker = (me: ReturnType<typeof apiBrowser>, method: string, path: string, body?: unknown) => me.call(method, `/ga-api/v1${path}`, body);
  const recorded = (event: string) =>
    db
      .selectFrom('analytics_event')
      .select(['owner_key', 'payload'])
      .where('event_group', '=', 'ga')
      .where('event_name', '=', event)
      .orderBy('received_at')
      .execute();

  it("reports a product's view with its categories from the root in the visitor's prices, and records it", async () => {
    const me = apiBrowser(app);
    const product = (await me.call('GET', `/products/${ware.productId}`)).body;
    const answer = await tracker(me, 'GET', `/products/${ware.productId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'RUB',
        value: product.price.retail,
        items: [
          {
            item_id: ware.productId,
            item_name: product.name,
            item_brand: product.brand.name,
            item_category: product.group,
            item_category2: product.subGroup,
            item_category3: product.subCategory,
            price: product.price.retail,
            quantity: 1,
          },
        ],
      },
    });
    const rows = await recorded('product-view');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toEqual(answer.body);
  });

  it('reports adding a size to the cart and picking a size, and answers 204 recording nothing for an unknown product or size', async () => {
    const me = apiBrowser(app);
    const added = await tracker(me, 'GET', `/events/product-add-to-cart?productId=${ware.productId}&wareId=${ware.wareId}&quantity=2`);
    expect(added.status).toBe(200);
    const payload = added.body as Payload;
    expect(payload.event).toBe('add_to_cart');
    expect(payload.ecommerce.items[0]).toMatchObject({ item_id: ware.productId, item_variant: ware.size, quantity: 2 });
    expect(payload.ecommerce.value).toBe(2 * (payload.ecommerce.items[0]!.price as number));
    expect((await tracker(me, 'GET', `/events/product-pick-size?productId=${ware.productId}&wareId=${ware.wareId}`)).body).toMatchObject({
      event: 'pick_size',
      ecommerce: { items: [{ item_variant: ware.size, quantity: 1 }] },
    });

    const before = (await recorded('product-add-to-cart')).length;
    expect((await tracker(me, 'GET', '/events/product-add-to-cart?productId=no-such')).status).toBe(204);
    expect((await tracker(me, 'GET', `/events/product-add-to-cart?productId=${ware.productId}&wareId=no-such`)).status).toBe(204);
    expect(await recorded('product-add-to-cart')).toHaveLength(before);
    for (const q of ['', 'quantity=1', `productId=${ware.productId}&quantity=0`, `productId=${ware.productId}&quantity=x`, 'productId=a%20b']) {
      const refused = await tracker(me, 'GET', `/events/product-add-to-cart?${q}`);
      expect(refused.status, q).toBe(400);
      expect(refused.body.reason).toBe('INCORRECT_REQUEST');
    }
    expect((await tracker(me, 'GET', `/events/product-pick-size?productId=${ware.productId}`)).status).toBe(400);
  });

  it('reports the lines removed from the cart and refuses a malformed body', async () => {
    const me = apiBrowser(app);
    const removed = await tracker(me, 'POST', '/events/products-remove-from-cart', {
      items: [{ productId: ware.productId, wareId: ware.wareId, quantity: 3 }, { productId: 'no-such' }],
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ event: 'remove_from_cart', ecommerce: { items: [{ item_id: ware.productId, quantity: 3 }] } });
    expect((await tracker(me, 'POST', '/events/products-remove-from-cart', { items: [{ productId: 'no-such' }] })).status).toBe(204);
    for (const body of ['{', {}, { items: [] }, { items: [{ productId: ware.productId, quantity: 0 }] }, { items: 'x' }]) {
      expect((await tracker(me, 'POST', '/events/products-remove-from-cart', body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('reports the checkout of the cart as it is: the lines and total, then the shipment and payment chosen', async () => {
    const me = apiBrowser(app);
    expect((await tracker(me, 'POST', '/events/checkout-begin')).status).toBe(204);
    await me.call('POST', '/cart/products/_set-quantity', { items: [{ productId: ware.productId, wareId: ware.wareId, quantity: 2 }] });
    const cart = (await me.call('GET', '/cart')).body;

    const begun = await tracker(me, 'POST', '/events/checkout-begin');
    expect(begun.status).toBe(200);
    expect(begun.body).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: cart.currency,
        value: cart.total.totalCost,
        items: [expect.objectContaining({ item_id: ware.productId, item_variant: ware.size, quantity: 2, price: cart.items[0].product.price.retail })],
      },
    });
    expect((await tracker(me, 'POST', '/events/checkout-set-shipment-info')).body.ecommerce.shipping_tier).toBeUndefined();
    await me.call('POST', '/cart/obtaining-methods/pickup', { id: ware.shopNumber, inStock: false });
    expect((await tracker(me, 'POST', '/events/checkout-set-shipment-info')).body).toMatchObject({
      event: 'add_shipping_info',
      ecommerce: { shipping_tier: 'PICKUP' },
    });

    const option = (await me.call('GET', '/cart')).body.payment.paymentOptions[0];
    expect(
      (await me.call('POST', '/cart/payments', { id: option.paymentMethod, ...(option.paymentTool ? { paymentTool: option.paymentTool } : {}) })).status,
    ).toBe(200);
    expect((await tracker(me, 'POST', '/events/checkout-set-payment-info')).body).toMatchObject({
      event: 'add_payment_info',
      ecommerce: { payment_type: option.paymentTool ?? option.paymentMethod },
    });

    const owner = (await recorded('checkout-begin')).at(-1)!.owner_key;
    expect((await recorded('checkout-set-payment-info')).at(-1)!.owner_key).toBe(owner);
    // The fast cart is another cart: empty here.
    expect((await tracker(me, 'POST', '/events/checkout-begin?cartType=FAST')).status).toBe(204);
    expect((await tracker(me, 'POST', '/events/checkout-begin?cartType=OTHER')).status).toBe(400);
  });
});
