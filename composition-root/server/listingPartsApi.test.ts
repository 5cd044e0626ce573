import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';

type Card = { productId: string; reviews: number; inStock: boolean };

/** The parts of a listing page, categories by id and the personal sale's categories (spec §7 Catalogue, content). */
describe('a listing page in parts over HTTP', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  const anon = () => apiBrowser(app);
  const post = (path: string, body: unknown, me = anon()) => me.call('POST', path, body);
  beforeAll(async () => {
    ({ db, app } = await openTestShop('listing-parts', 300));
  }, 90_000);
  afterAll(() => db.destroy());

  const MEN_SHOES = '/catalog/muzhchinam/obuv/';

  it('answers each part as the whole listing of the same URL has it', async () => {
    for (const url of [MEN_SHOES, '/catalog/muzhchinam/?sort=price_asc', '/catalog/brendy/', '/catalog/product/search.do/?text=кроссовки']) {
      const whole = (await post('/catalog', { url })).body;
      const facets = await post('/catalog/facets', { url });
      expect(facets.status, url).toBe(200);
      expect(facets.body, url).toEqual({ facets: whole.facets, productCount: whole.productCount });
      const sub = (await post('/catalog/subcategories', { url })).body;
      expect(sub, url).toEqual('queryText' in whole ? { category: null, subcategories: [] } : { category: whole.category, subcategories: whole.subcategories });
    }
    expect((await post('/catalog/subcategories', { url: MEN_SHOES })).body.subcategories.length).toBeGreaterThan(0);
  });

  it("takes the page of the facets call over the URL's and refuses one outside 1..277", async () => {
    const second = await post('/catalog/facets', { url: MEN_SHOES, page: 2 });
    expect(second.status).toBe(200);
    expect(second.body.productCount).toBe((await post('/catalog', { url: MEN_SHOES })).body.productCount);
    for (const page of [0, 278, 1.5]) expect((await post('/catalog/facets', { url: MEN_SHOES, page })).status, String(page)).toBe(400);
  });

  it('tells the template: a listing with its heading, page type and parts, or a search', async () => {
    expect((await post('/catalog/template', { url: MEN_SHOES })).body).toEqual({
      template: 'LISTING',
      pageType: 'CATALOG',
      title: 'Обувь',
      parts: ['breadcrumbs', 'subcategories', 'blocks', 'facets', 'products', 'reviews'],
    });
    expect((await post('/catalog/template', { url: '/catalog/brendy/' })).body).toMatchObject({ template: 'LISTING', pageType: 'BRANDS', title: 'Бренды' });
    expect((await post('/catalog/template', { url: '/catalog/product/search.do/?text=мяч' })).body).toEqual({
      template: 'SEARCH',
      pageType: 'SEARCH_RESULTS',
      title: 'мяч',
      parts: ['facets', 'products'],
    });
    expect((await post('/catalog/template', { url: '/catalog/pers_sale/' })).body).toMatchObject({ pageType: 'PERSONAL_CATALOG', signInRequired: true });
  });

  it("gives the most useful review of each reviewed product on the page, in the listing's order", async () => {
    const url = '/catalog/muzhchinam/';
    const cards = (await post('/catalog', { url })).body.products as Card[];
    const reviewed = cards.filter((c) => c.reviews > 0).map((c) => c.productId);
    expect(reviewed.length).toBeGreaterThan(0);
    const answer = await post('/catalog/reviews', { url });
    expect(answer.status).toBe(200);
    const shown = answer.body.reviews as { product: Card; review: { id: string; body: string; likes: number } }[];
    expect(shown.map((r) => r.product.productId)).toEqual(reviewed.slice(0, 6));
    for (const { product, review } of shown) {
      const [useful] = (await anon().call('GET', `/products/${product.productId}/reviews?orderBy=USEFUL&pageSize=1`)).body.reviews;
      expect(review.id).toBe(useful.id);
    }
  });

  it("shows a section's banners and hits in stock as its blocks, none for a search", async () => {
    const men = await post('/catalog/blocks', { url: '/catalog/muzhchinam/' });
    expect(men.status).toBe(200);
    const [banners, hits] = men.body.blocks;
    expect(banners).toMatchObject({ type: 'BANNERS', slot: 'CATALOG_TOP' });
    expect(banners.banners.map((b: { id: string }) => b.id)).toEqual(
      (await anon().call('GET', '/banners?slots=CATALOG_TOP&category=muzhchinam')).body.banners.map((b: { id: string }) => b.id),
    );
    expect(hits).toMatchObject({ type: 'PRODUCTS', code: 'HITS', title: 'Хиты продаж' });
    expect(hits.products.length).toBeGreaterThan(0);
    expect(hits.products.every((p: Card) => p.inStock)).toBe(true);
    const popular = (await post('/catalog', { url: '/catalog/muzhchinam/?available=1' })).body.products.map((p: Card) => p.productId);
    expect(hits.products.map((p: Card) => p.productId)).toEqual(popular.slice(0, hits.products.length));
    expect((await post('/catalog/blocks', { url: '/catalog/detyam/' })).body.blocks.map((b: { type: string }) => b.type)).toEqual(['PRODUCTS']);
    expect((await post('/catalog/blocks', { url: '/catalog/product/search.do/?text=мяч' })).body).toEqual({ blocks: [] });
  });

  it('refuses a malformed body with 400 and an address that is no listing with 404, as POST /catalog does', async () => {
    for (const path of ['/catalog/template', '/catalog/subcategories', '/catalog/reviews', '/catalog/blocks', '/catalog/facets']) {
      for (const body of ['{', {}, { url: 5 }, { url: MEN_SHOES, page: 'two' }]) {
        const answer = await post(path, body);
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(answer.body.reason).toBe('INCORRECT_REQUEST');
      }
      expect((await post(path, { url: '/catalog/no-such/' })).status, path).toBe(404);
      expect((await post(path, { url: `${MEN_SHOES}?page=300` })).status, path).toBe(400);
    }
  });

  it("answers a category's breadcrumbs as its listing does, and 404 for an unknown one", async () => {
    const leaf = await db.selectFrom('category').select(['id', 'url_path']).where('level', '=', 3).orderBy('id').executeTakeFirstOrThrow();
    const listing = (await post('/catalog', { url: `/catalog/${leaf.url_path}/` })).body;
    const answer = await anon().call('GET', `/catalog/${leaf.id}/breadcrumbs`);
    expect(answer.status).toBe(200);
    expect(answer.body.breadcrumbs).toEqual(listing.breadcrumbs);
    expect(answer.body.breadcrumbs).toHaveLength(3);
    expect((await anon().call('GET', '/catalog/99999/breadcrumbs')).status).toBe(404);
  });

  it('gives the asked categories once each in the asked order, with their place in the tree', async () => {
    const [top, section] = await Promise.all([
      db.selectFrom('category').selectAll().where('level', '=', 1).orderBy('id').executeTakeFirstOrThrow(),
      db.selectFrom('category').selectAll().where('level', '=', 2).orderBy('id').executeTakeFirstOrThrow(),
    ]);
    const answer = await post('/categories', { categoryIds: [section.id, 'nope', top.id, section.id] });
    expect(answer.status).toBe(200);
    expect(answer.body.categories).toEqual([
      { id: section.id, name: section.name, url: `/catalog/${section.url_path}/`, parentId: section.parent_id, levelNumber: 2 },
      { id: top.id, name: top.name, url: `/catalog/${top.url_path}/`, parentId: null, levelNumber: 1 },
    ]);
    for (const body of [{}, { categoryIds: [] }, { categoryIds: 'a' }, { categoryIds: ['a b'] }]) expect((await post('/categories', body)).status).toBe(400);
  });

  it('gives a signed-in customer the categories of their personal sale, 401 to a visitor', async () => {
    const visitor = await post('/pers-categories', {});
    expect(visitor.status).toBe(401);
    expect(visitor.body.reason).toBe('NOT_AUTHORIZED');

    const me = await signedInBrowser(app, '+7926');
    expect((await post('/pers-categories', {}, me)).body).toEqual({ categories: [] });
    const customerId = (await me.call('GET', '/users/current')).body.id;
    const products = await db
      .selectFrom('product')
      .innerJoin('category', 'category.id', 'product.category_id')
      .select(['product.product_id', 'product.retail_price', 'category.id as category_id'])
      .orderBy('product.product_id')
      .limit(40)
      .execute();
    const leaf = products[0]!.category_id;
    const chosen = [...products.filter((p) => p.category_id === leaf).slice(0, 2), ...products.filter((p) => p.category_id !== leaf).slice(0, 1)];
    await db
      .insertInto('personal_price')
      .values(
        chosen.map((p) => ({
          customer_id: customerId,
          product_id: p.product_id,
          price: Math.floor(Number(p.retail_price) * 0.8),
          valid_until: new Date(Date.now() + 86_400_000),
        })),
      )
      .execute();

    const answer = await post('/pers-categories', {}, me);
    expect(answer.status).toBe(200);
    const counts = answer.body.categories.map((c: { id: string; productCount: number }) => [c.id, c.productCount]);
    expect(counts[0]).toEqual([leaf, chosen.filter((p) => p.category_id === leaf).length]);
    expect(counts.reduce((n: number, [, count]: [string, number]) => n + count, 0)).toBe(
      (await post('/catalog', { url: '/catalog/pers_sale/' }, me)).body.productCount,
    );
  });

  it('answers the availability of sizes across products, each product with only the asked sizes', async () => {
    const wares = await db.selectFrom('ware').select(['ware_id', 'product_id']).orderBy('ware_id').limit(60).execute();
    const [a, b] = [wares[0]!, wares.find((w) => w.product_id !== wares[0]!.product_id)!];
    const answer = await post('/catalog/ware-availabilities', { wares: [a.ware_id, b.ware_id, 'no-such-ware'] });
    expect(answer.status).toBe(200);
    const byProduct = new Map(answer.body.availabilities.map((x: { productId: string; sizes: { id: string }[] }) => [x.productId, x.sizes.map((s) => s.id)]));
    expect(byProduct).toEqual(
      new Map([
        [a.product_id, [a.ware_id]],
        [b.product_id, [b.ware_id]],
      ]),
    );
    const one = (await anon().call('GET', `/products/${a.product_id}/ware-availabilities?wareIds=${a.ware_id}`)).body;
    expect(answer.body.availabilities.find((x: { productId: string }) => x.productId === a.product_id)).toEqual(one);
    for (const body of [{}, { wares: [] }, { wares: ['a b'] }, { wares: Array.from({ length: 101 }, (_, i) => `w${i}`) }]) {
      expect((await post('/catalog/ware-availabilities', body)).status).toBe(400);
    }
  });

  it("lists the city's shops holding a size now, 400 without a size, 404 for an unknown product or size", async () => {
    const held = await db
      .selectFrom('stock')
      .innerJoin('shop', 'shop.id', 'stock.shop_id')
      .innerJoin('city', 'city.id', 'shop.city_id')
      .innerJoin('ware', 'ware.ware_id', 'stock.ware_id')
      .innerJoin('product', 'product.product_id', 'ware.product_id')
      .innerJoin('brand', 'brand.id', 'product.brand_id')
      .select(['ware.ware_id', 'ware.product_id', 'shop.shop_number'])
      .where('city.name', '=', 'Москва')
      .where('stock.quantity', '>', 0)
      .where('brand.name', 'not in', ['Hoka', 'Saucony', 'Brooks', 'Fischer', 'Atomic'])
      .orderBy('ware.ware_id')
      .executeTakeFirstOrThrow();
    const answer = await anon().call('GET', `/products/${held.product_id}/storage-availabilities?wareId=${held.ware_id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ productId: held.product_id, wareId: held.ware_id, cityName: 'Москва' });
    expect(answer.body.storages.map((s: { shopNumber: string }) => s.shopNumber)).toContain(held.shop_number);
    const sizes = (await anon().call('GET', `/products/${held.product_id}/availabilities`)).body.sizes;
    expect(answer.body.storages).toEqual(sizes.find((s: { id: string }) => s.id === held.ware_id).shops);
    expect((await anon().call('GET', `/products/${held.product_id}/storage-availabilities`)).status).toBe(400);
    expect((await anon().call('GET', `/products/${held.product_id}/storage-availabilities?wareId=no-such`)).status).toBe(404);
    expect((await anon().call('GET', `/products/no-such/storage-availabilities?wareId=${held.ware_id}`)).status).toBe(404);
  });
});
