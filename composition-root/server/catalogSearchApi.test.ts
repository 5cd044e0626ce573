import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';

const ORIGIN = 'http://shop.test';

describe('catalogue search, listings and autocomplete over HTTP', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('search', 600));
  }, 120_000);
  afterAll(() => db.destroy());

  const call = (path: string, init: RequestInit = {}) => app.request(path, { ...init, headers: { origin: ORIGIN, 'content-type': 'application/json' } });
  const catalog = (url: string) => call('/web-api/v1/catalog', { method: 'POST', body: JSON.stringify({ url }) });

  it('searches with the wrong layout and reports what it understood', async () => {
    const res = await catalog('/catalog/product/search.do/?text=rhjccjdrb');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.queryText).toBe('rhjccjdrb');
    expect(body.correctedQueryText).toBe('кроссовки');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.facets.map((f: { displayType: string }) => f.displayType)).toEqual(expect.arrayContaining(['range_slider', 'list', 'toggle', 'multiple_size']));
  });

  it('filters a category by brand in the URL; the brand facet still offers the others', async () => {
    const all = await (await catalog('/catalog/muzhchinam/')).json();
    const brand = all.facets.find((f: { id: string }) => f.id === 'brand');
    const code = brand.values[0].value;
    const narrowed = await (await catalog(`/catalog/muzhchinam/?brand=${code}&sort=price_asc`)).json();
    expect(narrowed.productCount).toBe(brand.values[0].count);
    expect(narrowed.orderBy).toBe('price_asc');
    const narrowedBrand = narrowed.facets.find((f: { id: string }) => f.id === 'brand');
    expect(narrowedBrand.values).toHaveLength(brand.values.length);
    expect(narrowedBrand.values.find((v: { value: string }) => v.value === code).selectedByUser).toBe(true);
  });

  it('answers a page outside 1..277 or a malformed filter with 400', async () => {
    for (const url of [
      '/catalog/muzhchinam/?page=278',
      '/catalog/muzhchinam/?page=0',
      '/catalog/product/search.do/?text=мяч&page=278',
      '/catalog/muzhchinam/?sort=cheap',
      '/catalog/muzhchinam/?price_from=abc',
    ]) {
      const res = await catalog(url);
      expect(res.status, url).toBe(400);
      expect((await res.json()).reason).toBeDefined();
    }
  });

  it('suggests from 2 characters, with products, categories and hints', async () => {
    const res = await call(`/web-api/v1/products/auto-hints?query=${encodeURIComponent('кро')}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products[0].price.retail).toBeGreaterThan(0);
    expect(body.hints).toContain('кроссовки');
    expect(body.categories.some((c: { name: string }) => c.name === 'Кроссовки')).toBe(true);
    expect(body.blocksOrder).toContain('products');
    const layout = await (await call(`/web-api/v1/products/auto-hints?query=${encodeURIComponent('rhjcc')}`)).json();
    expect(layout.products[0].name).toMatch(/^Кроссовки/);
    expect((await call('/web-api/v1/products/auto-hints?query=к')).status).toBe(400);
    expect((await call('/web-api/v1/products/auto-hints')).status).toBe(400);
  });

  it('suggests rows that never look alike: each product a model of its own with its picture, each category with its section (issue 14)', async () => {
    for (const query of ['кроссовки', 'мяч', 'куртка', 'футболка', 'рюкзак', 'nike']) {
      const body = await (await call(`/web-api/v1/products/auto-hints?query=${encodeURIComponent(query)}`)).json();
      const products = body.products as { name: string; images: string[] }[];
      expect(products.length, query).toBeGreaterThan(1);
      for (const p of products) expect(p.images[0], p.name).toMatch(/^\/media\/products\/\d+\/0\?/);
      // Colours of one model share its name: the overlay shows the model once.
      const names = products.map((p) => p.name);
      expect(names, query).toEqual([...new Set(names)]);
      const categories = (body.categories as { name: string; parentName: string | null }[]).map((c) => `${c.name} — ${c.parentName}`);
      expect(categories, query).toEqual([...new Set(categories)]);
      expect(body.hints, query).toEqual([...new Set(body.hints)]);
    }
  });

  it('renders the search page as complete HTML with the correction, facets and canonical link', async () => {
    const res = await call(`/catalog/product/search.do/?text=${encodeURIComponent('кросовки')}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Показаны результаты по запросу');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/catalog\/product\/search\.do\/\?text=%D0%BA%D1%80%D0%BE%D1%81%D0%BE%D0%B2%D0%BA%D0%B8">/);
    expect(html).toContain('<title>Поиск «кросовки» — Спорт·Маркет</title>');
    expect(html).toContain('Бренд');
  });

  it('lists brand, sport and on-sale-soon pages with facets; an unknown brand is 404', async () => {
    const brands = await (await catalog('/catalog/brendy/')).json();
    expect(brands.category.name).toBe('Бренды');
    expect(brands.subcategories.some((c: { url: string }) => c.url === '/catalog/brendy/nike/')).toBe(true);
    const nike = await (await catalog('/catalog/brendy/nike/')).json();
    expect(nike.breadcrumbs.map((b: { name: string }) => b.name)).toEqual(['Бренды', 'Nike']);
    expect(nike.products.every((p: { brand: { name: string } }) => p.brand.name === 'Nike')).toBe(true);
    const sports = await (await catalog('/catalog/vidy_sporta_/')).json();
    const sport = sports.subcategories[0];
    const sportPage = await (await catalog(sport.url)).json();
    expect(sportPage.productCount).toBeGreaterThan(0);
    const soon = await (await catalog('/catalog/skoro-v-prodazhe/')).json();
    expect(soon.products.every((p: { onSaleSoon: boolean }) => p.onSaleSoon)).toBe(true);
    expect((await catalog('/catalog/brendy/no-such-brand/')).status).toBe(404);
  });
});
