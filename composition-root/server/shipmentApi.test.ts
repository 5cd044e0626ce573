import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser } from '../../test-fixtures/signedInClient';
import { addDays, moscowDate } from '../../domain/shipment/receivingDate';
import { ERROR_MESSAGES } from '../../domain/errors';

/** A shopper of their own: JSON calls keeping the session cookie. */
const shopper = (app: TestShopApp) => apiBrowser(app).call;

describe('checkout step 1 over HTTP: pickup, delivery, services, fast cart', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  let call: ReturnType<typeof shopper>;
  /** A size held by exactly one Moscow shop, one unit there. */
  let ware: { productId: string; wareId: string; shopNumber: string };
  /** A size of another product, for the regular cart the fast one is merged into. */
  let otherWare: { productId: string; wareId: string };
  const today = moscowDate(new Date());

  beforeAll(async () => {
    ({ db, app } = await openTestShop('shipment', 40));
    const rows = await db
      .selectFrom('stock')
      .innerJoin('shop', 'shop.id', 'stock.shop_id')
      .innerJoin('ware', 'ware.ware_id', 'stock.ware_id')
      .select(['ware.ware_id as wareId', 'ware.product_id as productId', 'shop.shop_number as shopNumber', 'stock.quantity'])
      .where('shop.city_id', '=', '77')
      .where('stock.quantity', '>', 0)
      .execute();
    const shopsOf = (id: string) => rows.filter((r) => r.wareId === id);
    const single = rows.find((r) => shopsOf(r.wareId).length === 1)!;
    ware = { productId: single.productId, wareId: single.wareId, shopNumber: single.shopNumber };
    const another = rows.find((r) => r.productId !== single.productId)!;
    otherWare = { productId: another.productId, wareId: another.wareId };
    call = shopper(app);
    await call('POST', '/cart/products/_set-quantity', { items: [{ productId: ware.productId, wareId: ware.wareId, quantity: 1 }] });
  }, 60_000);
  afterAll(() => db.destroy());

  it("lists the city's shops and pickup points with when the cart can be picked up there", async () => {
    const { status, body } = await call('GET', '/cart/pickup/variants/map-points?isOnlyConvenience=false');
    expect(status).toBe(200);
    expect(body.cityName).toBe('Москва');
    expect(body.today).toBe(today);
    const byId = new Map(body.points.map((p: { id: string }) => [p.id, p]));
    expect(byId.get(ware.shopNumber)).toMatchObject({ kind: 'SHOP', availabilityDate: today, availableCount: 1, totalCount: 1, hasStockToday: true });
    expect(byId.get('91034')).toMatchObject({
      kind: 'PICKUP_POINT',
      availabilityDate: addDays(today, 1),
      filters: ['CARD_PAYMENT', 'AROUND_THE_CLOCK'],
      hasStockToday: false,
    });
    expect(body.points.find((p: { kind: string; id: string }) => p.kind === 'SHOP' && p.id !== ware.shopNumber)).toMatchObject({
      availabilityDate: addDays(today, 2),
    });
    expect(body.points[0].id).toBe(ware.shopNumber);
    expect((await call('GET', '/cart/pickup/variants/map-points?isOnlyConvenience=true')).body.points).toHaveLength(14);
    expect((await call('GET', '/cart/pickup/variants/map-points?isOnlyConvenience=maybe')).status).toBe(400);
  });

  it('shows one place with each line, and 404 for an unknown one', async () => {
    const { body } = await call('GET', '/cart/pickup/variants/91021');
    expect(body.items).toEqual([{ productId: ware.productId, wareId: ware.wareId, quantity: 1, availabilityDate: addDays(today, 1) }]);
    expect((await call('GET', '/cart/pickup/variants/nope')).status).toBe(404);
  });

  it('chooses pickup; only-in-stock is refused where nothing is there today; bad bodies are 400', async () => {
    const chosen = await call('POST', '/cart/obtaining-methods/pickup', { id: ware.shopNumber, inStock: true });
    expect(chosen.status).toBe(200);
    expect(chosen.body.shipmentType).toMatchObject({
      selected: 'PICKUP',
      pickup: { id: ware.shopNumber, inStock: true },
      delivery: null,
      variants: [
        { type: 'PICKUP', enabled: true },
        { type: 'DELIVERY', enabled: true },
      ],
    });
    const refused = await call('POST', '/cart/obtaining-methods/pickup', { id: '91021', inStock: true });
    expect(refused).toMatchObject({ status: 400, body: { reason: 'PICKUP_POINT_UNAVAILABLE' } });
    expect((await call('POST', '/cart/obtaining-methods/pickup', { id: '91021', inStock: false })).body.shipmentType.pickup).toEqual({
      id: '91021',
      inStock: false,
    });
    expect((await call('POST', '/cart/obtaining-methods/pickup', { id: '91021' })).body).toEqual({
      reason: 'INCORRECT_REQUEST',
      message: 'Некорректный запрос',
    });
    expect((await call('POST', '/cart/obtaining-methods/pickup?cartType=NONE', { id: '91021', inStock: false })).status).toBe(400);
  });

  it('suggests addresses through the server and locates the picked one', async () => {
    const { body } = await call('GET', `/location/addresses?text=${encodeURIComponent('тверская 7')}`);
    expect(body.suggestions[0]).toMatchObject({ title: 'Тверская улица, 7', subtitle: 'Москва' });
    const located = await call('GET', `/location/addresses/_locate?id=${encodeURIComponent(body.suggestions[0].id)}`);
    expect(located.body).toMatchObject({ text: 'Россия, Москва, Тверская улица, 7', locationLevel: 'HOUSE' });
    expect(located.body.geoPoint).toMatch(/^[0-9a-z]{12}$/);
    expect((await call('GET', '/location/addresses?text=т')).body).toEqual({ suggestions: [] });
    expect((await call('GET', '/location/addresses/_locate?id=dev:nothing')).status).toBe(404);
    expect((await call('GET', '/location/addresses')).status).toBe(400);
  });

  const addressOf = async (text: string) => {
    const { body } = await call('GET', `/location/addresses?text=${encodeURIComponent(text)}`);
    return (await call('GET', `/location/addresses/_locate?id=${encodeURIComponent(body.suggestions[0].id)}`)).body as { text: string; geoPoint: string };
  };

  it("refuses addresses outside the delivery area or in another city with the spec's messages", async () => {
    const ekb = await addressOf('Екатеринбург Ленина 24');
    expect(await call('POST', '/cart/obtaining-methods/delivery', { address: { text: ekb.text }, geoPoint: ekb.geoPoint })).toEqual({
      status: 400,
      body: { reason: 'MISSING_GEOFENCES', message: ERROR_MESSAGES.MISSING_GEOFENCES },
    });
    const spb = await addressOf('Невский 28');
    expect((await call('POST', '/cart/obtaining-methods/delivery', { address: { text: spb.text }, geoPoint: spb.geoPoint })).body).toEqual({
      reason: 'UNAVAILABLE_LOCALITY',
      message: 'Пожалуйста, укажите ближайший город или укажите адрес доставки',
    });
    expect((await call('POST', '/cart/obtaining-methods/delivery', { address: { text: 'Москва' }, geoPoint: 'not-a-hash' })).status).toBe(400);
    expect((await call('PUT', '/cart/delivery/variants', {})).status).toBe(400);
  });

  it('delivers to an address: variants, a server-checked cost in the totals, services cleared by express', async () => {
    const home = await addressOf('Тверская 7');
    const set = await call('POST', '/cart/obtaining-methods/delivery', {
      address: { text: home.text, entrance: '2', doorphoneCode: '', floor: '5', apartment: '17' },
      geoPoint: home.geoPoint,
    });
    expect(set.body.shipmentType.delivery).toEqual({
      address: { text: home.text, name: 'Адрес доставки', entrance: '2', floor: '5', apartment: '17' },
      geoPoint: home.geoPoint,
      variant: null,
      services: [],
    });

    const { body: quote } = await call('GET', '/cart/delivery/variants');
    const ordinary = quote.variants.find((v: { deliveryServiceLevelId: string }) => v.deliveryServiceLevelId === 'ORDINARY');
    expect(ordinary).toMatchObject({ deliveryCost: 299, freeDeliveryLimit: 5000, dates: [addDays(today, 2), addDays(today, 3), addDays(today, 4)] });
    expect(quote.variants.map((v: { deliveryServiceLevelId: string }) => v.deliveryServiceLevelId)).toEqual(['ORDINARY', 'EXPRESS', 'CLICK']);

    const asked = {
      deliveryServiceLevelId: 'ORDINARY',
      receivingDateFrom: ordinary.dates[1],
      receivingDateTo: ordinary.dates[1],
      receivingTimeSlotId: '14-18',
      deliveryCost: 299,
      freeDeliveryLimit: 5000,
    };
    const tampered = await call('PUT', '/cart/delivery/variants', { ...asked, deliveryCost: 0 });
    expect(tampered).toMatchObject({ status: 409, body: { reason: 'DELIVERY_VARIANT_CHANGED' } });
    const chosen = await call('PUT', '/cart/delivery/variants', asked);
    expect(chosen.body.shipmentType.delivery.variant).toEqual(asked);
    const expected = chosen.body.total.productsCost >= 5000 ? 0 : 299;
    expect(chosen.body.total.deliveryCost).toBe(expected);
    expect(chosen.body.total.totalCost).toBe(chosen.body.total.productsCost - chosen.body.total.discountAmount - chosen.body.total.bonusAmount + expected);

    const services = await call('GET', '/cart/delivery/services');
    expect(services.body.services.map((s: { id: string }) => s.id)).toEqual(['FITTING', 'LIFT', 'CARRY_IN']);
    expect(services.body.services[2]).toMatchObject({ linkedServiceIds: ['LIFT'], items: [{ wareId: ware.wareId }], isSelected: false });
    expect((await call('POST', '/cart/delivery/_set-services', { services: ['CARRY_IN'] })).body.shipmentType.delivery.services).toEqual(['LIFT', 'CARRY_IN']);
    expect((await call('POST', '/cart/delivery/_set-services', { services: ['TELEPORT'] })).status).toBe(400);

    const express = quote.variants.find((v: { deliveryServiceLevelId: string }) => v.deliveryServiceLevelId === 'EXPRESS');
    const fast = await call('PUT', '/cart/delivery/variants', {
      deliveryServiceLevelId: 'EXPRESS',
      receivingDateFrom: express.dates[0],
      receivingDateTo: express.dates[0],
      receivingTimeSlotId: null,
      deliveryCost: 599,
      freeDeliveryLimit: null,
    });
    expect(fast.body.shipmentType.delivery.services).toEqual([]);
    expect(fast.body.total.deliveryCost).toBe(599);
    expect((await call('POST', '/cart/delivery/_set-services', { services: ['LIFT'] })).status).toBe(400);

    expect((await call('GET', '/cart/delivery/products-availability')).body).toEqual({
      items: [{ productId: ware.productId, wareId: ware.wareId, available: true, availabilityDate: addDays(today, 2) }],
    });
    expect((await call('GET', '/cart/delivery/products-availability?addressId=zzz')).status).toBe(400);
  });

  it('needs an address before variants, services or availability', async () => {
    const stranger = shopper(app);
    expect((await stranger('GET', '/cart/delivery/variants')).body.reason).toBe('DELIVERY_ADDRESS_REQUIRED');
    expect((await stranger('GET', '/cart/delivery/products-availability')).status).toBe(400);
    expect((await stranger('GET', '/cart/delivery/services')).body).toEqual({ services: [] });
  });

  it('answers 400 INCORRECT_REQUEST to a malformed query or body on every call, never a 500', async () => {
    const bad: readonly [string, string, unknown?][] = [
      ['GET', '/cart/pickup/variants/map-points?cartType=BIG'],
      ['GET', '/cart/pickup/variants/91021?cartType=BIG'],
      ['POST', '/cart/obtaining-methods/pickup', { id: '', inStock: false }],
      ['POST', '/cart/obtaining-methods/delivery', { address: { text: 'Москва', floor: 'x'.repeat(11) }, geoPoint: 'ucfv0n5q0vhj' }],
      ['POST', '/cart/obtaining-methods/delivery', { address: {}, geoPoint: 'ucfv0n5q0vhj' }],
      ['GET', '/cart/delivery/variants?cartType=BIG'],
      [
        'PUT',
        '/cart/delivery/variants',
        {
          deliveryServiceLevelId: 'ORDINARY',
          receivingDateFrom: 'tomorrow',
          receivingDateTo: 'tomorrow',
          receivingTimeSlotId: null,
          deliveryCost: 299,
          freeDeliveryLimit: 5000,
        },
      ],
      [
        'PUT',
        '/cart/delivery/variants',
        {
          deliveryServiceLevelId: 'ORDINARY',
          receivingDateFrom: today,
          receivingDateTo: today,
          receivingTimeSlotId: null,
          deliveryCost: -1,
          freeDeliveryLimit: null,
        },
      ],
      ['GET', '/cart/delivery/services?cartType=BIG'],
      ['POST', '/cart/delivery/_set-services', { services: 'LIFT' }],
      ['GET', '/cart/delivery/products-availability?addressId=ucfv0'],
      ['POST', '/cart/fast', { productId: ware.productId, wareId: ware.wareId, quantity: 1.5 }],
      ['GET', `/location/addresses?text=${'а'.repeat(201)}`],
      ['GET', '/location/addresses/_locate'],
    ];
    for (const [method, path, body] of bad) {
      expect({ path, ...(await call(method, path, body)) }).toEqual({
        path,
        status: 400,
        body: { reason: 'INCORRECT_REQUEST', message: 'Некорректный запрос' },
      });
    }
  });

  it('keeps a fast cart apart and turns it into the regular cart once ordinary delivery has a date', async () => {
    const buyer = shopper(app);
    const fast = await buyer('POST', '/cart/fast', { productId: ware.productId, wareId: ware.wareId, quantity: 1 });
    expect(fast.body).toMatchObject({ cartType: 'FAST', items: [{ product: { wareId: ware.wareId }, quantity: 1 }] });
    expect((await buyer('GET', '/cart')).body.items).toEqual([]);
    expect((await buyer('GET', '/cart?cartType=FAST')).body.items).toHaveLength(1);
    // Every cart route acts on the fast cart with ?cartType=FAST, not only ours.
    expect(
      (await buyer('POST', '/cart/products/_set-quantity?cartType=FAST', { items: [{ productId: ware.productId, wareId: ware.wareId, quantity: 1 }] })).body,
    ).toMatchObject({ cartType: 'FAST', items: [{ quantity: 1 }] });
    expect((await buyer('GET', '/cart')).body.items).toEqual([]);
    expect((await buyer('POST', '/cart/obtaining-methods/pickup?cartType=FAST', { id: ware.shopNumber, inStock: false })).body).toMatchObject({
      cartType: 'FAST',
      shipmentType: { selected: 'PICKUP' },
    });

    const other = await buyer('POST', '/cart/products/_set-quantity', { items: [{ productId: otherWare.productId, wareId: otherWare.wareId, quantity: 1 }] });
    expect(other.body.items).toHaveLength(1);
    const home = await addressOf('Арбат 10');
    const converted = await buyer('POST', '/cart/obtaining-methods/delivery?cartType=FAST', { address: { text: home.text }, geoPoint: home.geoPoint });
    expect(converted.body).toMatchObject({
      cartType: 'REGULAR',
      shipmentType: { selected: 'DELIVERY' },
      items: [
        { product: { wareId: otherWare.wareId }, selected: false },
        { product: { wareId: ware.wareId }, selected: true },
      ],
    });
    expect((await buyer('GET', '/cart?cartType=FAST')).body.items).toEqual([]);
    expect((await buyer('POST', '/cart/fast', { productId: ware.productId, wareId: 'nope', quantity: 1 })).status).toBe(404);
    expect((await buyer('POST', '/cart/fast', { productId: ware.productId, wareId: ware.wareId, quantity: 0 })).status).toBe(400);
  });
});
