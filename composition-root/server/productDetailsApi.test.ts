import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser } from '../../test-fixtures/signedInClient';

type Card = { productId: string; inStock: boolean };
const PARTNER_BRANDS = ['Hoka', 'Saucony', 'Brooks', 'Fischer', 'Atomic'];

/** A product page's sub-calls and the recommendations from products and categories (spec §7 Products, Recommendations). */
describe("a product page's sub-calls and recommendations over HTTP", () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  const call = (method: string, path: string, body?: unknown) => apiBrowser(app).call(method, path, body);
  const get = (path: string) => call('GET', path);
  beforeAll(async () => {
    ({ db, app } = await openTestShop('product-details', 300));
  }, 90_000);
  afterAll(() => db.destroy());

  const productOf = (brandIn: boolean) =>
    db
      .selectFrom('product')
      .innerJoin('brand', 'brand.id', 'product.brand_id')
      .select(['product.product_id', 'brand.name as brand'])
      .where('brand.name', brandIn ? 'in' : 'not in', PARTNER_BRANDS)
      .orderBy('product.product_id')
      .executeTakeFirstOrThrow();

  it("answers a product's breadcrumbs as its category's listing shows them", async () => {
    const { product_id } = await productOf(false);
    const product = (await get(`/products/${product_id}`)).body;
    const listing = (await call('POST', '/catalog', { url: `/catalog/${product.category}/` })).body;
    const answer = await get(`/products/${product_id}/breadcrumbs`);
    expect(answer.status).toBe(200);
    expect(answer.body.breadcrumbs).toEqual(listing.breadcrumbs);
    // The product page names the same chain.
    expect(answer.body.breadcrumbs.map((b: { name: string }) => b.name)).toEqual([product.group, product.subGroup, product.subCategory]);
    expect((await get('/products/no-such/breadcrumbs')).body.reason).toBe('PRODUCT_NOT_FOUND');
  });

  it('lists the size scales every size has a value in, RU first, each size labelled in it', async () => {
    const shoe = await db.selectFrom('ware').select('product_id').where('size_eur', 'is not', null).orderBy('product_id').executeTakeFirstOrThrow();
    const answer = await get(`/products/${shoe.product_id}/size-scales`);
    expect(answer.status).toBe(200);
    const product = (await get(`/products/${shoe.product_id}`)).body;
    const scales = answer.body.sizeScales as { name: string; sizes: { id: string; value: string }[] }[];
    expect(scales[0]!.name).toBe('RU');
    expect(scales[0]!.name).toBe(product.sizeScale.name);
    expect(scales.map((s) => s.name)).toContain('EUR');
    const eur = scales.find((s) => s.name === 'EUR')!;
    expect(eur.sizes).toEqual(product.sizes.map((s: { id: string; sizeEur: string }) => ({ id: s.id, value: s.sizeEur })));
    expect((await get('/products/no-such/size-scales')).status).toBe(404);
  });

  it("asks to acknowledge a partner's goods only, and refuses a query without product ids", async () => {
    const [own, partner] = [await productOf(false), await productOf(true)];
    const answer = await get(`/acknowledgement/products?productIds=${own.product_id},${partner.product_id},no-such`);
    expect(answer.status).toBe(200);
    expect(answer.body.products).toEqual([
      { productId: partner.product_id, code: 'PARTNER_SELLER', text: expect.stringContaining('Товар продаёт партнёр маркетплейса «') },
    ]);
    expect((await get(`/products/${partner.product_id}/availabilities`)).body.markers).toContain('DELIVERY_ONLY');
    for (const q of ['', '?productIds=', '?productIds=a%20b']) expect((await get(`/acknowledgement/products${q}`)).status, q).toBe(400);
  });

  it('describes the technologies named on products, as their descriptions do', async () => {
    const all = await get('/technologies');
    expect(all.status).toBe(200);
    expect(all.body.technologies).toContainEqual({
      name: 'Gore-Tex',
      description: 'Технология Gore-Tex обеспечивает защиту от влаги и ветра при сохранении воздухопроницаемости.',
    });
    const product = await db
      .selectFrom('product')
      .select(['technologies', 'description'])
      .where(({ eb, fn }) => eb(fn('cardinality', ['technologies']), '>', 0))
      .executeTakeFirstOrThrow();
    const asked = await get(`/technologies?names=${product.technologies.map(encodeURIComponent).join(',')},Nothing`);
    expect(asked.body.technologies.map((t: { name: string }) => t.name)).toEqual([...product.technologies].sort());
    for (const t of asked.body.technologies) expect(product.description).toContain(t.description);
    expect((await get('/technologies?names=')).status).toBe(400);
  });

  it('serves the first reviews and questions under both paths, the review schema, and counts opened reviews', async () => {
    const reviewed = await db.selectFrom('product').select('product_id').where('reviews_count', '>', 0).orderBy('product_id').executeTakeFirstOrThrow();
    const both = await get(`/reviews-and-questions/products/${reviewed.product_id}`);
    expect(both.status).toBe(200);
    expect(both.body).toEqual((await get(`/products/${reviewed.product_id}/reviews-and-questions`)).body);
    expect(both.body.reviews.length).toBeGreaterThan(0);

    const schema = await get(`/products/${reviewed.product_id}/reviews/schema`);
    expect(schema.status).toBe(200);
    expect(schema.body).toMatchObject({
      rating: { min: 1, max: 5 },
      body: { required: true, maxLength: 2000 },
      photos: { max: 5 },
      orderBy: expect.arrayContaining(['USEFUL']),
    });
    for (const orderBy of schema.body.orderBy) expect((await get(`/products/${reviewed.product_id}/reviews?orderBy=${orderBy}`)).status).toBe(200);
    expect((await get('/products/no-such/reviews/schema')).status).toBe(404);

    const counted = () =>
      db
        .selectFrom('analytics_event')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('event_group', '=', 'reviews')
        .where('event_name', '=', 'counter')
        .executeTakeFirstOrThrow();
    const before = Number((await counted()).n);
    expect((await call('POST', '/products/reviews/_increase-counter', { productId: reviewed.product_id })).status).toBe(204);
    expect(Number((await counted()).n)).toBe(before + 1);
    expect((await call('POST', '/products/reviews/_increase-counter', { productId: 'no-such' })).status).toBe(404);
    for (const body of ['{', {}, { productId: 5 }]) expect((await call('POST', '/products/reviews/_increase-counter', body)).status).toBe(400);
    expect(Number((await counted()).n)).toBe(before + 1);
  });

  it("recommends beside products the most popular goods in stock of the first one's category, without the products", async () => {
    const { product_id } = await productOf(false);
    const category = (await get(`/products/${product_id}`)).body.category as string;
    const answer = await get(`/recommendations/products/${product_id}`);
    expect(answer.status).toBe(200);
    const ids = (answer.body.products as Card[]).map((p) => p.productId);
    expect(ids).not.toContain(product_id);
    const popular = (await call('POST', '/catalog', { url: `/catalog/${category}/?available=1` })).body.products
      .map((p: Card) => p.productId)
      .filter((id: string) => id !== product_id);
    expect(ids).toEqual(popular.slice(0, 8));
    expect((await get('/recommendations/products/no-such')).body).toEqual({ products: [] });
    expect((await get('/recommendations/products/a%20b')).status).toBe(400);
  });

  it('recommends from a category by its id or its listing URL, 404 for what is no category', async () => {
    const section = await db.selectFrom('category').select(['id', 'url_path']).where('level', '=', 2).orderBy('id').executeTakeFirstOrThrow();
    const byId = await get(`/recommendations/categories/${section.id}/products`);
    expect(byId.status).toBe(200);
    expect(byId.body.products.length).toBeGreaterThan(0);
    expect(byId.body.products.every((p: Card) => p.inStock)).toBe(true);
    const popular = (await call('POST', '/catalog', { url: `/catalog/${section.url_path}/?available=1` })).body.products.map((p: Card) => p.productId);
    expect(byId.body.products.map((p: Card) => p.productId)).toEqual(popular.slice(0, 8));
    const byUrl = await call('POST', '/recommendations/categories/products/_search-by-url', { url: `/catalog/${section.url_path}/?page=2` });
    expect(byUrl.body).toEqual(byId.body);
    expect((await get('/recommendations/categories/99999/products')).status).toBe(404);
    expect((await call('POST', '/recommendations/categories/products/_search-by-url', { url: '/catalog/product/search.do/?text=мяч' })).status).toBe(404);
    expect((await call('POST', '/recommendations/categories/products/_search-by-url', { url: '/catalog/brendy/' })).status).toBe(404);
    for (const body of ['{', {}, { url: 1 }, { url: '/catalog/x/?sort=nonsense' }]) {
      expect((await call('POST', '/recommendations/categories/products/_search-by-url', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
