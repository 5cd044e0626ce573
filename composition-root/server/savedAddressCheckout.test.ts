import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { addressToSend } from '../../domain/delivery/deliveryAddress';
import { ERROR_MESSAGES } from '../../domain/errors';
import type { DeliveryAddress as SavedAddress } from '../../domain/profile/deliveryAddress';
import { hashOperatorPassword } from '../../adapters-http/server/operatorDirectory';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';

type Browser = Awaited<ReturnType<typeof signedInBrowser>>;
const ADDRESSES = '/profiles/current/delivery-addresses';

/** What the checkout's saved-address choice sends: the saved fields as the typed form sends them (browserShipmentServices). */
const chooseSaved = (me: Browser, saved: SavedAddress) => {
  const { id: _id, geoPoint, ...address } = saved;
  return me.call('POST', '/cart/obtaining-methods/delivery', { address: { ...addressToSend(address), text: address.text }, geoPoint });
};

describe('checkout with a saved delivery address over HTTP (spec §3 Delivery address, §7, §8 Geo)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  let ware: { productId: string; wareId: string };
  beforeAll(async () => {
    ({ db, app } = await openTestShop('savedaddr', 10, {
      auth: { sms: { kind: 'outbox' }, operatorAccounts: `ivanova=${hashOperatorPassword('s3cret', 'salt-1')}` },
    }));
    ware = await db
      .selectFrom('stock')
      .innerJoin('shop', 'shop.id', 'stock.shop_id')
      .innerJoin('ware', 'ware.ware_id', 'stock.ware_id')
      .select(['ware.ware_id as wareId', 'ware.product_id as productId'])
      .where('shop.city_id', '=', '77')
      .where('stock.quantity', '>', 0)
      .executeTakeFirstOrThrow();
  }, 60_000);
  afterAll(() => db.destroy());

  const customerWithCart = async () => {
    const me = await signedInBrowser(app, '+7917');
    expect((await me.call('POST', '/cart/products/_set-quantity', { items: [{ ...ware, quantity: 1 }] })).status).toBe(200);
    return me;
  };
  const located = async (me: Browser, text: string) => {
    const { body } = await me.call('GET', `/location/addresses?text=${encodeURIComponent(text)}`);
    return (await me.call('GET', `/location/addresses/_locate?id=${encodeURIComponent(body.suggestions[0].id)}`)).body as { text: string; geoPoint: string };
  };

  it('gives the same cart and delivery variants as typing the address and its flat', async () => {
    const saver = await customerWithCart();
    const typist = await customerWithCart();
    const home = await located(saver, 'Тверская 7');
    const flat = { entrance: '2', doorphoneCode: '', floor: '5', apartment: '17' };
    expect((await saver.call('POST', ADDRESSES, { ...home, ...flat })).status).toBe(201);
    const [saved] = (await saver.call('GET', ADDRESSES)).body.addresses;

    const chosen = await chooseSaved(saver, saved);
    const typed = await typist.call('POST', '/cart/obtaining-methods/delivery', { address: { text: home.text, ...flat }, geoPoint: home.geoPoint });
    expect(chosen.status).toBe(200);
    expect(chosen.body.shipmentType).toEqual(typed.body.shipmentType);
    expect(chosen.body.total).toEqual(typed.body.total);
    expect(chosen.body.shipmentType.delivery.address).toEqual({ name: 'Адрес доставки', text: home.text, entrance: '2', floor: '5', apartment: '17' });
    expect((await saver.call('GET', '/cart/delivery/variants')).body).toEqual((await typist.call('GET', '/cart/delivery/variants')).body);
  });

  it("keeps the saved name and refuses a saved address outside the delivery area with the typed address's message", async () => {
    const me = await customerWithCart();
    const ekb = await located(me, 'Екатеринбург Ленина 24');
    const work = await located(me, 'Арбат 24');
    const far = (await me.call('POST', ADDRESSES, { ...ekb, name: 'Дача' })).body;
    const office = (await me.call('POST', ADDRESSES, { ...work, name: 'Работа' })).body;
    expect(await chooseSaved(me, far)).toEqual({ status: 400, body: { reason: 'MISSING_GEOFENCES', message: ERROR_MESSAGES.MISSING_GEOFENCES } });
    expect((await me.call('POST', '/cart/obtaining-methods/delivery', { address: { text: ekb.text }, geoPoint: ekb.geoPoint })).body.reason).toBe(
      'MISSING_GEOFENCES',
    );
    expect((await chooseSaved(me, office)).body.shipmentType.delivery.address).toEqual({ name: 'Работа', text: work.text });
  });

  it("shows an operator acting for the client the client's addresses, and the choice works for them too", async () => {
    const client = await customerWithCart();
    const home = await located(client, 'Покровка 5');
    expect((await client.call('POST', ADDRESSES, { ...home, name: 'Дом' })).status).toBe(201);
    const { phone } = (await client.call('GET', '/profiles/current')).body;
    const operator = apiBrowser(app);
    expect((await operator.call('POST', '/auth/csm/_login', { token: 'ivanova:s3cret', mode: 'CREATE_BASKET' })).status).toBe(200);
    expect((await operator.call('POST', '/csm/_register', { phone })).status).toBe(200);
    const [saved] = (await operator.call('GET', ADDRESSES)).body.addresses;
    expect(saved).toMatchObject({ name: 'Дом', text: home.text });
    expect((await operator.call('POST', '/cart/products/_set-quantity', { items: [{ ...ware, quantity: 1 }] })).status).toBe(200);
    expect((await chooseSaved(operator, saved)).body.shipmentType.delivery.address).toEqual({ name: 'Дом', text: home.text });
  });
});
