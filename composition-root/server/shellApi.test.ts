import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { postgresEventStore } from '../../adapters-storage/postgres/postgresEventStore';

const ORIGIN = 'http://shop.test';

describe('the shell API: feature toggles and behaviour events', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('shell', 20, { featureToggles: { FT7454: true, FT12147: false } }));
  });
  afterAll(() => db.destroy());

  const call = (path: string, init: RequestInit = {}) =>
    app.request(path, { ...init, headers: { origin: ORIGIN, 'content-type': 'application/json', ...(init.headers as object) } });

  it('answers toggle states from the configuration, unset ones false', async () => {
    const answer = await call('/feature-toggle-api/v1/engine/feature-toggles/FT7454,FT12147,FT13573/states');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ FT7454: true, FT12147: false, FT13573: false });
  });

  it('refuses malformed toggle codes with 400', async () => {
    const answer = await call('/feature-toggle-api/v1/engine/feature-toggles/FT1,%3Cscript%3E/states');
    expect(answer.status).toBe(400);
    expect((await answer.json()).reason).toBe('INCORRECT_REQUEST');
  });

  it('stores a batch of events under its group and event', async () => {
    const events = [
      { pageType: 'MAIN', payload: { path: '/' }, occurredAt: 1 },
      { pageType: 'MAIN', payload: {}, occurredAt: 2 },
    ];
    const answer = await call('/events-api/v1/page/view/', { method: 'POST', body: JSON.stringify({ events }) });
    expect(answer.status).toBe(204);
    expect(await postgresEventStore(db).count('page', 'view')).toBe(2);
  });

  it('refuses a bad event body with 400 and a cross-site one with 403', async () => {
    expect((await call('/events-api/v1/page/view/', { method: 'POST', body: '{"events":[]}' })).status).toBe(400);
    expect((await call('/events-api/v1/page/view/', { method: 'POST', body: 'nope' })).status).toBe(400);
    const crossSite = await app.request('/events-api/v1/page/view/', {
      method: 'POST',
      headers: { origin: 'http://evil.test', 'content-type': 'text/plain' },
      body: JSON.stringify({ events: [{ pageType: null, payload: {}, occurredAt: 1 }] }),
    });
    expect(crossSite.status).toBe(403);
  });

  it('signs an address up once and answers a repeat with a message; refuses bad input with 400', async () => {
    const subscribe = (body: unknown) => call('/web-api/v1/profiles/current/subscriptions', { method: 'POST', body: JSON.stringify(body) });
    const request = { source: 'footer', channel: { type: 'EMAIL', destination: 'Runner@Example.ru' } };
    const first = await subscribe(request);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ userMessage: null });
    expect(await (await subscribe({ ...request, channel: { type: 'EMAIL', destination: 'runner@example.ru' } })).json()).toEqual({
      userMessage: expect.stringContaining('уже подписан'),
    });
    expect((await subscribe({ source: 'footer', channel: { type: 'SMS', destination: '+7900' } })).status).toBe(400);
    expect((await subscribe({ source: 'footer', channel: { type: 'EMAIL', destination: 'nope' } })).status).toBe(400);
    const blocked = await subscribe({ source: 'footer', channel: { type: 'EMAIL', destination: 'x@mailinator.com' } });
    expect(await blocked.json()).toEqual({ reason: 'INVALID_EMAIL', message: 'Этот адрес почты заблокирован. Пожалуйста, укажите другой адрес' });
  });

  it("lists brands and sports with their catalogue pages, logos and best sellers' pictures", async () => {
    const brands = await (await call('/web-api/v1/brands')).json();
    expect(brands.brands[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      url: expect.stringMatching(/^\/catalog\/brendy\/[^/]+\/$/),
      image: expect.stringMatching(/^\/media\/brands\/[^/]+\.svg$/),
      picture: expect.stringMatching(/^\/media\/products\/\d+\/0\?w=160&h=160$/),
    });
    const sports = await (await call('/web-api/v1/sports')).json();
    expect(sports.sports.map((s: { name: string }) => s.name)).toContain('Бег');
  });

  it('gives Moscow unconfirmed until a city is chosen for the session, then that city confirmed', async () => {
    const first = await call('/web-api/v1/location');
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    expect(await first.json()).toMatchObject({ cityName: 'Москва', isConfirmed: false, locationLevel: 'OTHER' });
    const { cities } = await (await call('/web-api/v1/location/top-cities')).json();
    expect(cities[0].name).toBe('Москва');
    const spb = cities.find((c: { name: string }) => c.name === 'Санкт-Петербург');
    const put = await call('/web-api/v1/profiles/current/location', {
      method: 'PUT',
      headers: { cookie },
      body: JSON.stringify({ geoPoint: spb.geoPoint, locationLevel: 'OTHER', locationName: spb.name }),
    });
    expect(await put.json()).toMatchObject({ cityName: 'Санкт-Петербург', isConfirmed: true });
    expect(await (await call('/web-api/v1/location', { headers: { cookie } })).json()).toMatchObject({ cityName: 'Санкт-Петербург', isConfirmed: true });
    expect(await (await call('/web-api/v1/location')).json()).toMatchObject({ cityName: 'Москва', isConfirmed: false });
    const bad = await call('/web-api/v1/profiles/current/location', {
      method: 'PUT',
      headers: { cookie },
      body: JSON.stringify({ geoPoint: 'not-a-hash!!', locationLevel: 'OTHER', locationName: 'x' }),
    });
    expect(bad.status).toBe(400);
  });

  it('serves static pages by URL with sanitised HTML, 404 for unknown ones and 400 without a url', async () => {
    const page = await call('/web-api/v1/static-pages?url=%2Foferta%2F');
    expect(page.status).toBe(200);
    const body = await page.json();
    expect(body).toMatchObject({ url: '/oferta/', title: 'Публичная оферта' });
    expect(body.html).toContain('<a href="/privacy/">');
    expect((await call('/web-api/v1/static-pages?url=%2Fno-such%2F')).status).toBe(404);
    expect((await call('/web-api/v1/static-pages?url=..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await call('/web-api/v1/static-pages')).status).toBe(400);
    const html = await (await call('/privacy/')).text();
    expect(html).toContain('Политика конфиденциальности');
  });

  it('lists the shops of the city around a geohash, nearest first, and gives one shop by number', async () => {
    const moscow = await (await call('/web-api/v1/shops?geoPoint=ucfv0j7z8b7e')).json();
    expect(moscow.cityName).toBe('Москва');
    expect(moscow.shops.length).toBeGreaterThan(3);
    expect(moscow.shops.every((s: { kind: string; status: string }) => s.kind === 'SHOP' && s.status === 'IS_OPEN')).toBe(true);
    const spb = await (await call('/web-api/v1/shops?geoPoint=udtt4pbn9z1u&kind=PICKUP_POINT')).json();
    expect(spb.cityName).toBe('Санкт-Петербург');
    const one = await (await call(`/web-api/v1/shops/${moscow.shops[0].shopNumber}`)).json();
    expect(one).toEqual(moscow.shops[0]);
    expect((await call('/web-api/v1/shops/nope-000')).status).toBe(404);
    expect((await call('/web-api/v1/shops?geoPoint=%21%21')).status).toBe(400);
    expect((await call('/stores/hash/ucfv0j7z8b7e/')).status).toBe(200);
    expect((await call(`/store/${moscow.shops[0].shopNumber}/`)).status).toBe(200);
    expect((await call('/store/000000/')).status).toBe(404);
  });

  it('gives the popups of a page path: the home page ones only on /, others by prefix', async () => {
    const home = await (await call('/web-api/v1/popups?path=%2F')).json();
    expect(home.popups.map((p: { id: string }) => p.id)).toEqual(['welcome-newsletter']);
    expect(home.popups[0]).toMatchObject({ type: 'small_popup', timeFromPageOpenSeconds: 20 });
    const listing = await (await call('/web-api/v1/popups?path=%2Fcatalog%2Fmuzhchinam%2F')).json();
    expect(listing.popups.map((p: { id: string }) => p.id)).toEqual(['winter-sale']);
    expect((await (await call('/web-api/v1/popups?path=%2Fcart%2F')).json()).popups).toEqual([]);
    expect((await call('/web-api/v1/popups')).status).toBe(400);
  });
});
