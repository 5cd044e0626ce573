import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { placeOrder } from '../../application/orders/placeOrder';
import { orderDeps, wareWithStock } from '../../test-fixtures/orderFixtures';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { readyCheckout, storeCart } from '../demo/placeOrderOfWare';

/** Issue 16: anonymous catalogue reads come from memory and change exactly when what they show changes. */
describe('cached catalogue reads over HTTP', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('cached-reads', 200));
  }, 90_000);
  afterAll(() => db.destroy());

  /** A first visit: no session cookie. */
  const stranger = (path: string, headers: Record<string, string> = {}) => app.request(`/web-api/v1${path}`, { headers });
  const productIdAt = async (offset: number) =>
    (await db.selectFrom('product').select('product_id').orderBy('product_id').offset(offset).limit(1).executeTakeFirstOrThrow()).product_id;

  it('answers the second read of a product from memory, byte for byte, with an ETag, a 304 and headers a CDN may use', async () => {
    const productId = await productIdAt(0);
    const first = await stranger(`/products/${productId}`);
    const second = await stranger(`/products/${productId}`);
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['miss', 'hit']);
    expect(await second.text()).toBe(await first.text());
    const etag = second.headers.get('etag');
    expect(etag).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    expect(second.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(second.headers.get('set-cookie')).toBeNull();

    const unchanged = await stranger(`/products/${productId}`, { 'if-none-match': etag! });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect((await stranger(`/products/${productId}`, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('makes the answer once for a crowd arriving at once', async () => {
    const productId = await productIdAt(2);
    const crowd = await Promise.all(Array.from({ length: 20 }, () => stranger(`/products/${productId}`)));
    expect(crowd.map((r) => r.headers.get('x-cache')).sort()).toEqual([...Array<string>(19).fill('hit'), 'miss']);
    expect(new Set(await Promise.all(crowd.map((r) => r.text()))).size).toBe(1);
  });

  it('shares the listing, the menu and the autocomplete among visitors', async () => {
    const [one, two] = [apiBrowser(app), apiBrowser(app)];
    // A read answered from memory sets no session cookie: the visitors get theirs from a call of their own.
    for (const me of [one, two]) await me.call('GET', '/users/current');
    await one.call('GET', '/menus/main');
    const listing = (me: typeof one) =>
      app.request('/web-api/v1/catalog', {
        method: 'POST',
        body: JSON.stringify({ url: '/catalog/muzhchinam/' }),
        headers: { origin: 'http://shop.test', 'content-type': 'application/json', cookie: me.cookie() },
      });
    const [first, second] = [await listing(one), await listing(two)];
    expect(first.status).toBe(200);
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['miss', 'hit']);
    expect(await second.json()).toEqual(await first.json());
    const menu = await app.request('/web-api/v1/menus/main', { headers: { cookie: two.cookie() } });
    expect(menu.headers.get('x-cache')).toBe('hit');
    const hints = `/products/auto-hints?query=${encodeURIComponent('кро')}`;
    expect([(await stranger(hints)).headers.get('x-cache'), (await stranger(hints)).headers.get('x-cache')]).toEqual(['miss', 'hit']);
  });

  it('shows a new price at the next read after the change commits', async () => {
    const productId = await productIdAt(1);
    const before = await (await stranger(`/products/${productId}`)).json();
    expect((await stranger(`/products/${productId}`)).headers.get('x-cache')).toBe('hit');
    const retail = Math.max(1, before.price.retail - 100);
    await db
      .updateTable('product')
      .set({ retail_price: String(retail) })
      .where('product_id', '=', productId)
      .execute();
    const after = await stranger(`/products/${productId}`);
    expect(after.headers.get('x-cache')).toBe('miss');
    expect((await after.json()).price.retail).toBe(retail);
  });

  it('shows a size sold out at the next read after an order takes its last unit', async () => {
    const ware = await wareWithStock(db, 7, 1);
    const size = async () =>
      ((await (await stranger(`/products/${ware.productId}`)).json()).sizes as { id: string; isAvailableOnline: boolean }[]).find((s) => s.id === ware.wareId);
    expect(await size()).toMatchObject({ isAvailableOnline: true });
    expect((await stranger(`/products/${ware.productId}`)).headers.get('x-cache')).toBe('hit');

    const ownerKey = `session:${crypto.randomUUID()}`;
    const version = await storeCart(db, ownerKey, [{ ...ware, quantity: 1 }], readyCheckout(ware.shopNumber, '+79161234567', {}));
    const placed = await placeOrder(orderDeps(db))({ ownerKey, customerId: null, idempotencyKey: 'k', version, privacyConsent: true });
    expect(E.isRight(placed)).toBe(true);
    expect(await size()).toMatchObject({ isAvailableOnline: false });
  });

  it('keeps a stock change that leaves the size in stock from dropping the answer', async () => {
    const ware = await wareWithStock(db, 9, 5);
    await stranger(`/products/${ware.productId}`);
    await db.updateTable('stock').set({ quantity: 4 }).where('ware_id', '=', ware.wareId).execute();
    expect((await stranger(`/products/${ware.productId}`)).headers.get('x-cache')).toBe('hit');
  });

  it("keeps a stranger's home, product and category pages, drops them on a catalogue change, and renders a session's own", async () => {
    const productId = await productIdAt(4);
    const page = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers: { 'accept-encoding': 'identity', ...headers } });
    for (const path of ['/', `/product/${productId}/`, '/catalog/muzhchinam/']) {
      const [first, second] = [await page(path), await page(path)];
      expect([first.status, first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual([200, 'miss', 'hit']);
      expect(await second.text()).toBe(await first.text());
      // The page starts the session its scripts' calls then share, kept or not.
      expect(second.headers.get('set-cookie')).toMatch(/^sid=/);
    }
    const retail =
      Number((await db.selectFrom('product').select('retail_price').where('product_id', '=', productId).executeTakeFirstOrThrow()).retail_price) - 1;
    await db
      .updateTable('product')
      .set({ retail_price: String(retail) })
      .where('product_id', '=', productId)
      .execute();
    const after = await page(`/product/${productId}/`);
    expect(after.headers.get('x-cache')).toBe('miss');
    expect((await after.text()).replace(/\s/g, '')).toContain(String(retail));
    expect((await page('/catalog/muzhchinam/')).headers.get('x-cache')).toBe('miss');
    expect((await page('/')).headers.get('x-cache')).toBe('miss');

    const visitor = apiBrowser(app);
    await visitor.call('GET', '/users/current');
    const own = await page(`/product/${productId}/`, { cookie: visitor.cookie() });
    expect([own.status, own.headers.get('x-cache'), own.headers.get('cache-control')]).toEqual([200, null, 'private, no-store']);
  });

  it('gives a signed-in customer their own answer, never kept, and never gives it to anyone else', async () => {
    const productId = await productIdAt(3);
    await stranger(`/products/${productId}`);
    const me = await signedInBrowser(app, '+7922');
    const { id } = (await me.call('GET', '/users/current')).body;
    const retail = (await (await stranger(`/products/${productId}`)).json()).price.retail;
    const personal = Math.floor(retail * 0.8);
    await db
      .insertInto('personal_price')
      .values({ customer_id: id, product_id: productId, price: String(personal), valid_until: new Date(Date.now() + 86_400_000) })
      .execute();

    const mine = await app.request(`/web-api/v1/products/${productId}`, { headers: { cookie: me.cookie() } });
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('x-cache')).toBeNull();
    expect(mine.headers.get('etag')).toBeNull();
    expect((await mine.json()).personalPrice).toBe(personal);
    expect((await (await stranger(`/products/${productId}`)).json()).personalPrice).toBeNull();
    expect((await apiBrowser(app).call('GET', `/products/${productId}`)).body.personalPrice).toBeNull();
  });

  it("drops the listings of a changed product's category and those above it, and keeps the other categories' listings", async () => {
    const listing = (url: string) =>
      app.request('/web-api/v1/catalog', {
        method: 'POST',
        body: JSON.stringify({ url }),
        headers: { origin: 'http://shop.test', 'content-type': 'application/json' },
      });
    const { product_id: productId, url_path: path } = await db
      .selectFrom('product as p')
      .innerJoin('category as c', 'c.id', 'p.category_id')
      .select(['p.product_id', 'c.url_path'])
      .where('c.url_path', 'like', 'muzhchinam/%/%')
      .orderBy('p.product_id')
      .executeTakeFirstOrThrow();
    const { id: elsewhereId, url_path: elsewhere } = await db
      .selectFrom('category')
      .select(['id', 'url_path'])
      .where('url_path', 'like', 'zhenshchinam/%/%')
      .where((eb) => eb.exists(eb.selectFrom('product').select('product_id').whereRef('product.category_id', '=', 'category.id')))
      .orderBy('url_path')
      .executeTakeFirstOrThrow();
    const urls = [`/catalog/${path}/`, '/catalog/muzhchinam/', `/catalog/${elsewhere}/`, '/catalog/zhenshchinam/', '/catalog/product/search.do/?text=nike'];
    const cacheOf = async () => Promise.all(urls.map(async (url) => (await listing(url)).headers.get('x-cache')));
    await cacheOf();
    expect(await cacheOf()).toEqual(['hit', 'hit', 'hit', 'hit', 'hit']);
    const page = () => app.request(`/catalog/${elsewhere}/`, { headers: { 'accept-encoding': 'identity' } });
    await page();

    await db.updateTable('product').set({ name: 'Кроссовки переименованные' }).where('product_id', '=', productId).execute();
    expect(await cacheOf()).toEqual(['miss', 'miss', 'hit', 'hit', 'miss']);
    expect((await page()).headers.get('x-cache')).toBe('hit');

    // Moved, it leaves one listing and joins another: both change.
    await db.updateTable('product').set({ category_id: elsewhereId }).where('product_id', '=', productId).execute();
    expect(await cacheOf()).toEqual(['miss', 'miss', 'miss', 'miss', 'miss']);
    expect((await page()).headers.get('x-cache')).toBe('miss');
  });
});
