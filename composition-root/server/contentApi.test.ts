import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';

const ORIGIN = 'http://shop.test';

describe('the content API: banners, SEO, publications, content images', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('content', 20));
  });
  afterAll(() => db.destroy());

  const call = (path: string, init: RequestInit = {}) =>
    app.request(path, { ...init, headers: { origin: ORIGIN, 'content-type': 'application/json', ...(init.headers as object) } });
  const post = (path: string, body: unknown) => call(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });

  it('answers the banners of the asked slots in slot order, HTML sanitised', async () => {
    const answer = await call('/web-api/v1/banners?slots=MAIN_HEADER_BANNER,MAIN_PAGE_TOP');
    expect(answer.status).toBe(200);
    const { banners } = await answer.json();
    expect(banners.map((b: { slot: string }) => b.slot)).toEqual(['MAIN_HEADER_BANNER', 'MAIN_PAGE_TOP', 'MAIN_PAGE_TOP']);
    expect(banners[0].type).toBe('HTML');
    expect(banners[0].htmlContent).toContain('Бесплатная доставка');
    expect(banners[0].htmlContent).not.toContain('<script');
    expect(banners[1].imageContent).toEqual({
      imageUrl: '/media/content/banner-winter.svg',
      alt: expect.stringContaining('Зимний сезон'),
      link: '/promo/1041/',
      target: 'SELF',
      width: 1200,
      height: 400,
    });
  });

  it('gives category banners only for their categories', async () => {
    const slots = async (q: string) => (await (await call(`/web-api/v1/banners?${q}`)).json()).banners.length;
    expect(await slots('slots=CATALOG_TOP')).toBe(0);
    expect(await slots('slots=CATALOG_TOP&category=muzhchinam')).toBe(1);
    expect(await slots('slots=CATALOG_TOP&category=detyam')).toBe(0);
  });

  it('answers the same banners to POST /banners', async () => {
    const answer = await post('/web-api/v1/banners', { slots: ['CATALOG_TOP'], category: 'zhenshchinam' });
    expect(answer.status).toBe(200);
    expect((await answer.json()).banners.map((b: { id: string }) => b.id)).toEqual(['catalog-winter-html']);
    for (const body of ['{', {}, { slots: [] }, { slots: ['A B'] }, { slots: 'A' }]) expect((await post('/web-api/v1/banners', body)).status).toBe(400);
  });

  it('refuses bad banner queries with 400', async () => {
    for (const q of ['', 'slots=', 'slots=A%20B', 'slots=A&category=%3Cx%3E']) {
      const answer = await call(`/web-api/v1/banners?${q}`);
      expect(answer.status, q).toBe(400);
      expect(await answer.json()).toEqual({ reason: 'INCORRECT_REQUEST', message: 'Некорректный запрос' });
    }
  });

  it('serves the content images and 404 for unknown ones', async () => {
    const image = await call('/media/content/banner-winter.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect((await call('/media/content/no-such.svg')).status).toBe(404);
    expect((await call('/media/content/..%2Fbanners.json')).status).toBe(404);
  });

  it('gives brands their panel image and serves it as a wordmark', async () => {
    const { brands } = await (await call('/web-api/v1/brands')).json();
    const adidas = brands.find((b: { name: string }) => b.name === 'Adidas');
    expect(adidas.image).toBe('/media/brands/adidas.svg');
    const logo = await call(adidas.image);
    expect(logo.status).toBe(200);
    expect(await logo.text()).toContain('>ADIDAS</text>');
    expect((await call('/media/brands/no-such-brand.svg')).status).toBe(404);
  });

  it('answers a page’s SEO text and tags by its path, query ignored, and an empty block elsewhere', async () => {
    const seo = await (await post('/web-api/v1/seo', { url: '/catalog/muzhchinam?page=2' })).json();
    expect(seo.url).toBe('/catalog/muzhchinam/');
    expect(seo.text).toContain('Спортивные товары для мужчин');
    expect(seo.tags.length).toBeGreaterThan(10);
    expect(await (await post('/web-api/v1/seo', { url: '/catalog/nichego/' })).json()).toEqual({ url: '/catalog/nichego/', text: '', tags: [] });
  });

  it('refuses bad SEO bodies with 400', async () => {
    for (const body of ['{', {}, { url: 'catalog/' }, { url: 5 }]) expect((await post('/web-api/v1/seo', body)).status).toBe(400);
  });

  it('lists running and finished promotions separately, newest first', async () => {
    const active = await (await call('/web-api/v1/publications?types=PROMO&is-active=true')).json();
    expect(active.items.length).toBeGreaterThan(0);
    expect(active.items.every((p: { isActive: boolean; type: string }) => p.isActive && p.type === 'PROMO')).toBe(true);
    const dates = active.items.map((p: { dateFrom: string }) => p.dateFrom);
    expect(dates).toEqual([...dates].sort().reverse());
    const past = await (await call('/web-api/v1/publications?types=PROMO&is-active=false&page=1')).json();
    expect(past.items.map((p: { id: string }) => p.id)).toEqual(['987']);
    expect(past.items[0].url).toBe('/publication/987/');
    const news = await (await call('/web-api/v1/publications?types=NEWS')).json();
    expect(news.items.every((p: { type: string }) => p.type === 'NEWS')).toBe(true);
  });

  it('refuses bad publication queries with 400', async () => {
    for (const q of ['', 'types=ADS', 'types=PROMO&page=0', 'types=PROMO&page=278', 'types=PROMO&is-active=yes']) {
      expect((await call(`/web-api/v1/publications?${q}`)).status, q).toBe(400);
    }
  });

  it('finds a publication by any of its addresses and 404 for unknown ids or the wrong alias', async () => {
    for (const url of ['/publication/1041/', '/promo/1041/', '/publication/2210', '/news/2210/']) {
      const answer = await post('/web-api/v1/publications', { url });
      expect(answer.status, url).toBe(200);
    }
    const promo = await (await post('/web-api/v1/publications', { url: '/promo/1041/' })).json();
    expect(promo).toMatchObject({ id: '1041', type: 'PROMO', url: '/publication/1041/', isActive: true });
    expect(promo.html).toContain('<h2>Условия акции</h2>');
    for (const url of ['/publication/404404/', '/news/1041/', '/promo/2210/', '/promo/proshedshie/']) {
      expect((await post('/web-api/v1/publications', { url })).status, url).toBe(404);
    }
    for (const body of ['{', {}, { url: 'publication/1' }]) expect((await post('/web-api/v1/publications', body)).status).toBe(400);
  });

  it('server-renders the header banner, a publication with its canonical address, the promo list and 404 for unknown ones', async () => {
    const home = await (await call('/')).text();
    expect(home).toContain('Бесплатная доставка');
    expect(home).toContain('/media/content/banner-winter.svg');
    const page = await call('/promo/1041/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(/<link rel="canonical" href="[^"]*\/publication\/1041\/">/.test(html)).toBe(true);
    expect(html).toContain('Горнолыжный сезон');
    expect((await call('/publication/404404/')).status).toBe(404);
    expect(await (await call('/promo/proshedshie/')).text()).toContain('Летняя распродажа');
  });

  it('server-renders pickup points by geohash and /stores/{id}/ as a shop or shops near a geohash', async () => {
    const pickup = await call('/pickup/hash/ucfv0j5nc6gh/');
    expect(pickup.status).toBe(200);
    expect(await pickup.text()).toContain('Пункты выдачи');
    expect((await call('/pickup/hash/a!/')).status).toBe(404);
    const shop = await call('/stores/227/');
    expect(shop.status).toBe(200);
    expect(await shop.text()).toContain('ТЦ Европейский');
    expect(await (await call('/stores/ucfv0j5nc6gh/')).text()).toContain('Магазины');
    expect((await call('/stores/aaaa/')).status).toBe(404);
  });

  it('answers the six static pages that had no content', async () => {
    for (const path of ['/privacypolicy/', '/personaldataregistration/', '/renter/', '/projects/', '/collaboration/', '/e-giftcard/']) {
      expect((await call(path)).status, path).toBe(200);
    }
  });
});
