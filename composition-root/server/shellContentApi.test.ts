import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, testShopConfig, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';
import { CORE } from './modules/coreModule';
import { SERVER } from './modules/serverModule';
import { serverContainer } from './serverContainer';

/** A Thursday, 10:00 in Moscow. */
const THURSDAY = new Date('2026-06-04T07:00:00Z');

/**
 * The shell's and content's reads (spec §7 Catalogue, content; Analytics): static fragments, popups, a shop's poster,
 * media articles, the header menu at once, top brands, brand search, the start-up settings and a page's analytics.
 */
describe('shell and content reads over HTTP', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  let dataDir: string;
  const get = (path: string, me = apiBrowser(app)) => me.call('GET', path);
  const post = (path: string, body: unknown) => apiBrowser(app).call('POST', path, body);
  beforeAll(async () => {
    ({ db, app, dataDir } = await openTestShop('shell-content', 150));
  }, 90_000);
  afterAll(() => db.destroy());

  it("answers static fragments by slot, sanitised, every one without slots, and the cart page's", async () => {
    const asked = await get('/static/fragments?slots=CART_RETURN_INFO,CART_DELIVERY_INFO');
    expect(asked.status).toBe(200);
    expect(asked.body.fragments.map((f: { slot: string }) => f.slot)).toEqual(['CART_RETURN_INFO', 'CART_DELIVERY_INFO']);
    expect(asked.body.fragments[1].htmlContent).toContain('<a href="/payment-delivery/">');
    const cart = await get('/cart/static-fragments');
    expect(cart.body.fragments.map((f: { slot: string }) => f.slot)).toEqual(['CART_DELIVERY_INFO', 'CART_RETURN_INFO']);
    expect((await get('/cart/static-fragments?cartType=FAST')).body).toEqual(cart.body);
    const all = (await get('/static-fragments')).body.fragments;
    expect(all.length).toBeGreaterThan(cart.body.fragments.length);
    expect((await get('/static-fragments?slots=PRODUCT_DELIVERY_INFO')).body.fragments.map((f: { id: string }) => f.id)).toEqual(['product-delivery']);
    expect((await get('/static/fragments?slots=NO_SUCH')).body).toEqual({ fragments: [] });
    for (const path of ['/static/fragments', '/static/fragments?slots=', '/static/fragments?slots=A%20B', '/static-fragments?slots=%3Cx%3E']) {
      expect((await get(path)).status, path).toBe(400);
    }
  });

  it('gives a popup by its id and the popups of a page by its URL, as by its path', async () => {
    const one = await get('/popups/winter-sale');
    expect(one.status).toBe(200);
    expect(one.body.popup).toMatchObject({ id: 'winter-sale', type: 'small_popup', timeFromPageOpenSeconds: 30 });
    expect(one.body.popup.paths).toBeUndefined();
    expect((await get('/popups/no-such')).status).toBe(404);
    const byUrl = await post('/popups', { url: 'https://shop.test/catalog/muzhchinam/?page=2' });
    expect(byUrl.status).toBe(200);
    expect(byUrl.body).toEqual((await get('/popups?path=/catalog/muzhchinam/')).body);
    expect(byUrl.body.popups.map((p: { id: string }) => p.id)).toEqual(['winter-sale']);
    expect((await post('/popups', { url: '/' })).body.popups.map((p: { id: string }) => p.id)).toEqual(['welcome-newsletter']);
    for (const body of ['{', {}, { url: 7 }, { url: 'http://[' }]) expect((await post('/popups', body)).status, JSON.stringify(body)).toBe(400);
  });

  it("shows a shop's weekly events for the next four weeks, soonest first, and 404 for no such shop", async () => {
    const container = serverContainer(testShopConfig(db, dataDir));
    container.rebind(CORE.clock).toConstantValue({ now: () => THURSDAY });
    const timed = container.get(SERVER.app);
    const answer = await apiBrowser(timed).call('GET', '/afisha/227/events');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ shopNumber: '227', shopName: 'Спорт·Маркет ТЦ Европейский' });
    const events = answer.body.events as { id: string; title: string; startsAt: string; endsAt: string }[];
    // The club runs on Saturdays at 09:00 and the talk is on Wednesdays at 19:00, Moscow time.
    expect(events.slice(0, 3).map((e) => [e.title, e.startsAt, e.endsAt])).toEqual([
      ['Беговой клуб', '2026-06-06T06:00:00.000Z', '2026-06-06T07:30:00.000Z'],
      ['Как выбрать беговые кроссовки', '2026-06-10T16:00:00.000Z', '2026-06-10T17:00:00.000Z'],
      ['Беговой клуб', '2026-06-13T06:00:00.000Z', '2026-06-13T07:30:00.000Z'],
    ]);
    expect(events).toHaveLength(8);
    expect(new Set(events.map((e) => e.id)).size).toBe(8);
    expect((await apiBrowser(timed).call('GET', '/afisha/118/events')).body.events).toEqual([]);
    expect((await apiBrowser(timed).call('GET', '/afisha/999999/events')).status).toBe(404);
  });

  it('gives the running publications of a type as media articles, 404 for another type', async () => {
    const promos = (await get('/publications?types=PROMO&is-active=true')).body.items;
    const answer = await get('/media/promo/articles');
    expect(answer.status).toBe(200);
    expect(answer.body.articles).toEqual(
      promos.map((p: { id: string; title: string; imageUrl: string; url: string }) => ({ id: p.id, title: p.title, iconUrl: p.imageUrl, articleUrl: p.url })),
    );
    expect((await get('/media/news/articles')).body.articles.length).toBeGreaterThan(0);
    expect((await get('/media/blog/articles')).status).toBe(404);
  });

  it('answers the whole header menu at once, as its three calls do', async () => {
    const all = await get('/menus/main/all');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      sections: (await get('/menus/main')).body.sections,
      brands: (await get('/brands')).body.brands,
      sports: (await get('/sports')).body.sports,
    });
  });

  it("answers the top brands' slot as the home page's strip, other slots empty, and brands by id", async () => {
    const strip = (await get('/main/blocks')).body.brands;
    const top = await get('/top-brands');
    expect(top.status).toBe(200);
    expect(top.body.slots).toHaveLength(1);
    expect(top.body.slots[0].slot).toBe('SM30_BRANDS_TOPBRANDS');
    expect(top.body.slots[0].brands.map((b: { id: string }) => b.id)).toEqual(strip.map((b: { id: string }) => b.id));
    expect(
      (await get('/top-brands?slots=OTHER_SLOT,SM30_BRANDS_TOPBRANDS')).body.slots.map((s: { slot: string; brands: unknown[] }) => [s.slot, s.brands.length]),
    ).toEqual([
      ['OTHER_SLOT', 0],
      ['SM30_BRANDS_TOPBRANDS', strip.length],
    ]);
    expect((await get('/top-brands?slots=')).status).toBe(400);

    const brands = (await get('/brands')).body.brands as { id: string }[];
    const found = await post('/brands/_search', { ids: [brands[2]!.id, 'no-such', brands[0]!.id, brands[2]!.id] });
    expect(found.status).toBe(200);
    expect(found.body.brands).toEqual([brands[2], brands[0]]);
    for (const body of ['{', {}, { ids: [] }, { ids: 'x' }]) expect((await post('/brands/_search', body)).status).toBe(400);
  });

  it('tells the start-up settings: the known toggles, the captcha site key and whether maps load, nothing secret', async () => {
    const plain = await get('/configurations');
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ captchaSiteKey: null, yandexMapsEnabled: false, defaultCountry: 'ru' });
    expect(plain.body.featureToggles).toMatchObject({ FT12528: false, sm_site_cart_fast_checkout: false });

    const base = testShopConfig(db, dataDir);
    const configured = serverContainer({
      ...base,
      featureToggles: { FT12528: true },
      yandexMapsApiKey: 'maps-key',
      auth: { ...base.auth, captcha: { kind: 'smartcaptcha', serverKey: 'server-secret', siteKey: 'site-key' } },
    }).get(SERVER.app);
    const answer = await apiBrowser(configured).call('GET', '/configurations');
    expect(answer.body).toMatchObject({ captchaSiteKey: 'site-key', yandexMapsEnabled: true, featureToggles: { FT12528: true, FT9519: false } });
    expect(JSON.stringify(answer.body)).not.toContain('server-secret');
    expect(JSON.stringify(answer.body)).not.toContain('maps-key');
  });

  it("answers a page view's analytics parameters for a territory, by the kind of visitor", async () => {
    const anon = await get('/analytics?territoryId=77&pageType=PRODUCT');
    expect(anon.status).toBe(200);
    expect(anon.body).toEqual({ pageType: 'PRODUCT', territory: { id: '77', name: 'Москва', countryCode: 'ru', currency: 'RUB' }, visitor: 'ANONYMOUS' });
    const me = await signedInBrowser(app, '+7927');
    expect((await get('/analytics?territoryId=3751&pageType=CART', me)).body).toEqual({
      pageType: 'CART',
      territory: { id: '3751', name: 'Минск', countryCode: 'by', currency: 'BYN' },
      visitor: 'CUSTOMER',
    });
    expect((await get('/analytics?territoryId=1&pageType=MAIN')).status).toBe(404);
    for (const q of ['', 'territoryId=77', 'pageType=MAIN', 'territoryId=77&pageType=NOPE', 'territoryId=%3C&pageType=MAIN']) {
      expect((await get(`/analytics?${q}`)).status, q).toBe(400);
    }
  });
});
