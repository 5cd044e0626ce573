import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser } from '../../test-fixtures/signedInClient';
import { generateCatalogue } from '../../adapters-storage/demo/catalogue/generateCatalogue';

const ORIGIN = 'http://shop.test';
const PRODUCTS = 30;
const [a, b, c] = [...generateCatalogue({ productCount: PRODUCTS }).products()].map((p) => p.productId);

describe('comparison over HTTP, per session', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('compare', PRODUCTS));
  }, 60_000);
  afterAll(() => db.destroy());

  /** One browser for the whole file; the app opens in beforeAll, so it is looked up per request. */
  const browser = apiBrowser({ request: (path, init) => app.request(path, init) });
  const call = browser.call;

  it('adds, lists, deletes one and many; deleting what is not there is 404', async () => {
    expect(await call('GET', '/comparison/product-ids')).toEqual({ status: 200, body: { productIds: [] } });
    await call('POST', '/comparison/products', { productId: a });
    await call('POST', '/comparison/products', { productId: b });
    await call('POST', '/comparison/products', { productId: b });
    expect((await call('POST', '/comparison/products', { productId: c })).body).toEqual({ productIds: [a, b, c] });
    const products = await call('GET', '/comparison/products');
    expect(products.body.products.map((p: { productId: string }) => p.productId)).toEqual([a, b, c]);
    expect((await call('DELETE', `/comparison/products/${a}`)).body).toEqual({ productIds: [b, c] });
    expect((await call('DELETE', `/comparison/products/${b},${c}`)).body).toEqual({ productIds: [] });
    expect((await call('DELETE', `/comparison/products/${a}`)).status).toBe(404);
  });

  it('refuses unknown products and malformed requests', async () => {
    expect((await call('POST', '/comparison/products', { productId: '000' })).body.reason).toBe('PRODUCT_NOT_FOUND');
    expect((await call('POST', '/comparison/products', { id: a })).status).toBe(400);
    expect((await call('DELETE', '/comparison/products/a%20b')).status).toBe(400);
  });

  it('records a viewed product; an unknown one is PRODUCT_NOT_FOUND', async () => {
    const ok = await app.request('/web-api/v1/tracking/recently-viewed-products', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: browser.cookie() },
      body: JSON.stringify({ productId: a }),
    });
    expect(ok.status).toBe(204);
    const rows = await db.selectFrom('recently_viewed').select('product_id').execute();
    expect(rows.map((r) => r.product_id)).toEqual([a]);
    expect((await call('POST', '/tracking/recently-viewed-products', { productId: '000' })).status).toBe(404);
    expect((await call('POST', '/tracking/recently-viewed-products', {})).status).toBe(400);
  });
});
