import ngeohash from 'ngeohash';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser } from '../../test-fixtures/signedInClient';

const geohash = (lat: number, lon: number) => ngeohash.encode(lat, lon, 12);
/** Nevsky prospect, Saint Petersburg; the centre of Minsk; Vladivostok, far from every territory of the shop. */
const NEVSKY = geohash(59.932222, 30.356111);
const MINSK = geohash(53.902284, 27.561831);
const VLADIVOSTOK = geohash(43.1155, 131.8855);

/**
 * The location calls of spec §7 Location beyond reading and choosing it: the territory, its geo fences, a geohash URL's
 * check, PATCH of the chosen location, the pickup points and the delivery and pickup terms of a city.
 */
describe('location, territories and terms over HTTP', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('location-terms', 20));
  }, 90_000);
  afterAll(() => db.destroy());

  it('gives the territory of the shopper: Moscow unconfirmed at first, the chosen city confirmed after choosing', async () => {
    const me = apiBrowser(app);
    const first = await me.call('GET', '/territories/current');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: '77',
      name: 'Москва',
      urlCode: 'moskva',
      countryCode: 'ru',
      geoPoint: expect.stringMatching(/^[0-9a-z]{12}$/),
      phone: '8 800 123-45-67',
      confirmed: false,
    });
    await me.call('PUT', '/profiles/current/location', { geoPoint: NEVSKY, locationLevel: 'HOUSE', locationName: 'Невский пр-т, д. 114' });
    expect((await me.call('GET', '/territories/current')).body).toMatchObject({
      id: '78',
      name: 'Санкт-Петербург',
      urlCode: 'sankt-peterburg',
      confirmed: true,
    });
    // Another city by its URL code is not the one the shopper confirmed.
    expect((await me.call('GET', '/territories/sankt-peterburg')).body).toMatchObject({ id: '78', confirmed: true });
    expect((await me.call('GET', '/territories/minsk')).body).toMatchObject({ id: '3751', name: 'Минск', countryCode: 'by', confirmed: false });
    expect((await me.call('GET', '/territories/no-such-city')).status).toBe(404);
    for (const code of ['Moskva', 'москва', 'a_b']) expect((await me.call('GET', `/territories/${encodeURIComponent(code)}`)).status, code).toBe(400);
  });

  it('changes only the fields a PATCH gives, as PUT would with the rest unchanged, and refuses an empty or malformed one', async () => {
    const me = apiBrowser(app);
    const put = await me.call('PUT', '/profiles/current/location', { geoPoint: NEVSKY, locationLevel: 'HOUSE', locationName: 'Невский пр-т, д. 114' });
    const renamed = await me.call('PATCH', '/profiles/current/location', { locationName: 'Дом' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...put.body, locationName: 'Дом' });
    const moved = await me.call('PATCH', '/profiles/current/location', { geoPoint: MINSK, locationLevel: 'OTHER' });
    expect(moved.body).toMatchObject({ geoPoint: MINSK, locationLevel: 'OTHER', locationName: 'Дом', cityName: 'Минск', countryCode: 'by', isConfirmed: true });
    expect((await me.call('GET', '/location')).body).toEqual(moved.body);
    // A new visitor confirms the default city by naming it.
    const fresh = apiBrowser(app);
    const confirmed = await fresh.call('PATCH', '/profiles/current/location', { locationName: 'Москва' });
    expect(confirmed.body).toMatchObject({ cityName: 'Москва', isConfirmed: true, locationLevel: 'OTHER' });
    for (const body of ['{', {}, { geoPoint: 'short' }, { locationLevel: 'CITY' }, { locationName: ' ' }]) {
      expect((await me.call('PATCH', '/profiles/current/location', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await me.call('GET', '/location')).body).toEqual(moved.body);
  });

  it('lists the geo fences of a point, of the shopper by default, and none far from every territory', async () => {
    const nevsky = await apiBrowser(app).call('GET', `/location/geofences?geoPoint=${NEVSKY}`);
    expect(nevsky.status).toBe(200);
    expect(nevsky.body).toEqual({
      geoPoint: NEVSKY,
      geoFences: [
        { layer: 'COUNTRY', id: 'ru', name: 'Россия' },
        { layer: 'MACROCITY', id: '78', name: 'Санкт-Петербург' },
        { layer: 'TERRITORY', id: '78', name: 'Санкт-Петербург' },
        { layer: 'DELIVERY_ZONE', id: '78', name: 'Санкт-Петербург' },
        { layer: 'PICKUP_POINT_ZONE', id: '78', name: 'Санкт-Петербург' },
      ],
    });
    // Minsk has no pickup points; the shopper's default location is Moscow.
    expect((await apiBrowser(app).call('GET', `/location/geofences?geoPoint=${MINSK}`)).body.geoFences.map((f: { layer: string }) => f.layer)).toEqual([
      'COUNTRY',
      'MACROCITY',
      'TERRITORY',
      'DELIVERY_ZONE',
    ]);
    expect((await apiBrowser(app).call('GET', '/location/geofences')).body.geoFences[0]).toEqual({ layer: 'COUNTRY', id: 'ru', name: 'Россия' });
    expect((await apiBrowser(app).call('GET', `/location/geofences?geoPoint=${VLADIVOSTOK}`)).body).toEqual({ geoPoint: VLADIVOSTOK, geoFences: [] });
    for (const q of ['geoPoint=', 'geoPoint=ail', 'geoPoint=0123456789bcd'])
      expect((await apiBrowser(app).call('GET', `/location/geofences?${q}`)).status, q).toBe(400);
  });

  it('checks the geohash of a URL: its point, its territory and whether its page is indexable', async () => {
    const inside = await apiBrowser(app).call('GET', `/geohashes/${NEVSKY.slice(0, 7)}/_check`);
    expect(inside.status).toBe(200);
    expect(inside.body).toMatchObject({
      geohash: NEVSKY.slice(0, 7),
      territory: { id: '78', name: 'Санкт-Петербург', urlCode: 'sankt-peterburg' },
      isIndexable: true,
    });
    expect(inside.body.lat).toBeCloseTo(59.932, 2);
    expect((await apiBrowser(app).call('GET', `/geohashes/${VLADIVOSTOK}/_check`)).body).toMatchObject({ territory: null, isIndexable: false });
    for (const hash of ['ail', '0123456789bcd', '%20']) expect((await apiBrowser(app).call('GET', `/geohashes/${hash}/_check`)).status, hash).toBe(400);
  });

  it('lists the pickup points of a city nearest first, with every pickup filter asked', async () => {
    const all = await apiBrowser(app).call('GET', `/pickup/points?geoPoint=${NEVSKY}`);
    expect(all.status).toBe(200);
    expect(all.body.cityName).toBe('Санкт-Петербург');
    expect(all.body.points.map((p: { shopNumber: string }) => p.shopNumber)).toEqual(['92011', '92042', '92039', '92026']);
    expect(all.body.points.every((p: { kind: string; url: string }) => p.kind === 'PICKUP_POINT' && p.url.startsWith('/pickup/'))).toBe(true);
    const filtered = await apiBrowser(app).call('GET', `/pickup/points?geoPoint=${NEVSKY}&filters=CARD_PAYMENT,SAMPLE`);
    expect(filtered.body.points.map((p: { shopNumber: string }) => p.shopNumber)).toEqual(['92011', '92042']);
    // Without a point: the shopper's city, Moscow by default; the same points GET /shops?kind=PICKUP_POINT gives.
    const moscow = await apiBrowser(app).call('GET', '/pickup/points');
    expect(moscow.body.cityName).toBe('Москва');
    expect(moscow.body.points).toEqual((await apiBrowser(app).call('GET', '/shops?kind=PICKUP_POINT')).body.shops);
    expect((await apiBrowser(app).call('GET', `/pickup/points?geoPoint=${MINSK}`)).body).toEqual({ cityName: 'Минск', points: [] });
    for (const q of ['filters=NIGHT', 'filters=', 'geoPoint=a!', 'filters=SAMPLE,,CARD_PAYMENT'])
      expect((await apiBrowser(app).call('GET', `/pickup/points?${q}`)).status, q).toBe(400);
  });

  it("states a city's delivery terms by territory id, by point or for the shopper, as checkout's tariffs", async () => {
    const spb = await apiBrowser(app).call('GET', '/delivery-terms/78');
    expect(spb.status).toBe(200);
    expect(spb.body.cityName).toBe('Санкт-Петербург');
    expect(
      spb.body.terms.map(
        (t: {
          deliveryServiceLevelId: string;
          deliveryCost: string;
          freeDeliveryLimit: string | null;
          daysFrom: number;
          daysTo: number;
          sameDayUntil: string | null;
        }) => [t.deliveryServiceLevelId, t.deliveryCost, t.freeDeliveryLimit, t.daysFrom, t.daysTo, t.sameDayUntil],
      ),
    ).toEqual([
      ['ORDINARY', '299.00', '5000.00', 2, 4, null],
      ['EXPRESS', '599.00', null, 0, 0, '20:00'],
      ['CLICK', '399.00', '10000.00', 1, 1, null],
    ]);
    expect(spb.body.terms[0].timeSlots).toEqual([
      { id: '10-14', from: '10:00', to: '14:00' },
      { id: '14-18', from: '14:00', to: '18:00' },
      { id: '18-22', from: '18:00', to: '22:00' },
    ]);
    expect(spb.body.terms[1].timeSlots).toEqual([]);
    expect((await apiBrowser(app).call('GET', `/delivery-terms?geoPoint=${NEVSKY}`)).body).toEqual(spb.body);
    // No express outside Moscow and Saint Petersburg.
    const minsk = await apiBrowser(app).call('GET', `/delivery-terms?geoPoint=${MINSK}`);
    expect(minsk.body.terms.map((t: { deliveryServiceLevelId: string }) => t.deliveryServiceLevelId)).toEqual(['ORDINARY', 'CLICK']);
    expect((await apiBrowser(app).call('GET', '/delivery-terms')).body.cityName).toBe('Москва');
    const far = await apiBrowser(app).call('GET', `/delivery-terms?geoPoint=${VLADIVOSTOK}`);
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({ reason: 'MISSING_GEOFENCES', message: 'В этом регионе нельзя оформить заказ. Пожалуйста, выберите другой' });
    expect((await apiBrowser(app).call('GET', '/delivery-terms/99')).status).toBe(404);
    for (const path of ['/delivery-terms/moskva', '/delivery-terms?geoPoint=ail']) expect((await apiBrowser(app).call('GET', path)).status, path).toBe(400);
  });

  it("states a city's pickup terms: free, the kinds of place it has with their number, and in how many days", async () => {
    const spb = await apiBrowser(app).call('GET', '/pickup-terms/78');
    expect(spb.status).toBe(200);
    expect(spb.body.terms).toEqual([
      { kind: 'SHOP', deliveryCost: '0.00', daysFrom: 0, daysTo: 2, placeCount: expect.any(Number) },
      { kind: 'PICKUP_POINT', deliveryCost: '0.00', daysFrom: 1, daysTo: 2, placeCount: 4 },
    ]);
    expect(spb.body.terms[0].placeCount).toBe((await apiBrowser(app).call('GET', `/shops?geoPoint=${NEVSKY}`)).body.shops.length);
    expect((await apiBrowser(app).call('GET', `/pickup-terms?geoPoint=${NEVSKY}`)).body).toEqual(spb.body);
    expect((await apiBrowser(app).call('GET', '/pickup-terms/3751')).body).toEqual({ cityId: '3751', cityName: 'Минск', terms: [] });
    expect((await apiBrowser(app).call('GET', `/pickup-terms?geoPoint=${VLADIVOSTOK}`)).body.reason).toBe('MISSING_GEOFENCES');
    expect((await apiBrowser(app).call('GET', '/pickup-terms/99')).status).toBe(404);
    expect((await apiBrowser(app).call('GET', '/pickup-terms/x')).status).toBe(400);
  });
});
