import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './prepareDatabase';
import { shopApp } from './serverContainer';
import type { Database } from '../../adapters-storage/postgres/schema';
import { generateCatalogue } from '../../adapters-storage/demo/catalogue/generateCatalogue';
import { testShopConfig } from '../../test-fixtures/testShop';

const ORIGIN = 'http://shop.test';
const PRODUCTS = 40;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-api-'));
const open = () => prepareDatabase({ kind: 'pglite', dataDir }, PRODUCTS, () => undefined);
const appOver = (db: Kysely<Database>) => shopApp(testShopConfig(db, dataDir));

const inStock = [...generateCatalogue({ productCount: PRODUCTS }).products()]
  .flatMap((p) => p.sizes.map((s) => ({ productId: p.productId, wareId: s.wareId, stock: s.stock.reduce((n, x) => n + x.quantity, 0) })))
  .filter((w) => w.stock > 0);

describe('the shop API', () => {
  let db: Kysely<Database>;
  let app: ReturnType<typeof appOver>;
  beforeAll(async () => {
    db = await open();
    app = appOver(db);
  });
  afterAll(() => db.destroy());

  const call = (path: string, init: RequestInit & { cookie?: string } = {}) =>
    app.request(path, {
      ...init,
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.headers as object) },
    });
  const setQuantity = (body: unknown, cookie?: string) =>
    call('/web-api/v1/cart/products/_set-quantity', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...(cookie ? { cookie } : {}),
    });

  it('serves the bundle precompressed: brotli or gzip as the browser takes them, cached for good, varying by encoding', async () => {
    mkdirSync(join(dataDir, 'assets'), { recursive: true });
    writeFileSync(join(dataDir, 'assets', 'page-abc.js'), 'export const x = 1;');
    writeFileSync(join(dataDir, 'assets', 'page-abc.js.br'), brotliCompressSync('export const x = 1;'));
    writeFileSync(join(dataDir, 'assets', 'page-abc.js.gz'), gzipSync('export const x = 1;'));
    const br = await call('/assets/page-abc.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('export const x = 1;');
    const gz = await call('/assets/page-abc.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await call('/assets/page-abc.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('export const x = 1;');
    for (const res of [br, gz, plain]) {
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
    }
  });

  it('answers health once the database answers', async () => {
    expect((await call('/healthz')).status).toBe(200);
  });

  it('gives a product with its sizes and an unknown one as 404 with the generic message', async () => {
    const ok = await call(`/web-api/v1/products/${inStock[0]!.productId}`);
    expect(ok.status).toBe(200);
    expect((await ok.json()).sizes.map((s: { id: string }) => s.id)).toContain(inStock[0]!.wareId);
    const missing = await call('/web-api/v1/products/000');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ reason: 'NOT_FOUND', message: 'Произошла непредвиденная ошибка. Пожалуйста, повторите попытку позже' });
  });

  it.each([
    ['malformed JSON', '{"items": ['],
    ['no items', {}],
    ['a negative quantity', { items: [{ productId: 'p', wareId: 'w', quantity: -1 }] }],
    ['a fractional quantity', { items: [{ productId: 'p', wareId: 'w', quantity: 1.5 }] }],
    ['a number as id', { items: [{ productId: 1, wareId: 'w', quantity: 1 }] }],
  ])('answers %s with 400 INCORRECT_REQUEST', async (_, body) => {
    const response = await setQuantity(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ reason: 'INCORRECT_REQUEST', message: 'Некорректный запрос' });
  });

  it('answers a bad cartType query with 400', async () => {
    expect((await call('/web-api/v1/cart?cartType=WHATEVER')).status).toBe(400);
  });

  it('answers a size of another product with 404', async () => {
    const response = await setQuantity({ items: [{ productId: inStock[1]!.productId, wareId: 'nope', quantity: 1 }] });
    expect(response.status).toBe(404);
  });

  it('refuses a cross-site state change', async () => {
    const response = await setQuantity({ items: [] }, undefined);
    expect(response.status).not.toBe(403);
    const crossSite = await app.request('/web-api/v1/cart/products/_set-quantity', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'items=1',
    });
    expect(crossSite.status).toBe(403);
  });

  it('keeps each visitor’s cart behind their own session cookie', async () => {
    const first = await setQuantity({ items: [{ productId: inStock[0]!.productId, wareId: inStock[0]!.wareId, quantity: 2 }] });
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    const cart = await first.json();
    expect(cart.items).toHaveLength(1);
    expect(cart.total.productsQuantity).toBe(2);
    expect(cart.total.totalCost).toBe(cart.items[0].product.price.retail * 2);

    expect((await (await call('/web-api/v1/cart', { cookie })).json()).total.productsQuantity).toBe(2);
    expect((await (await call('/web-api/v1/cart')).json()).items).toEqual([]);
    expect((await (await call('/web-api/v1/cart', { cookie: `${cookie.slice(0, -3)}abc` })).json()).items).toEqual([]);
  });

  it('marks a line deleted at quantity 0 and leaves it out of the totals', async () => {
    const ware = inStock[2]!;
    const added = await setQuantity({ items: [{ productId: ware.productId, wareId: ware.wareId, quantity: 1 }] });
    const cookie = added.headers.get('set-cookie')!.split(';')[0]!;
    const removed = await (await setQuantity({ items: [{ productId: ware.productId, wareId: ware.wareId, quantity: 0 }] }, cookie)).json();
    expect(removed.items[0]).toMatchObject({ deleted: true, quantity: 1 });
    expect(removed.total).toMatchObject({ productsQuantity: 0, totalCost: 0 });
  });

  it('keeps the cart across a restart of the server', async () => {
    const ware = inStock[3]!;
    const added = await setQuantity({ items: [{ productId: ware.productId, wareId: ware.wareId, quantity: 3 }] });
    const cookie = added.headers.get('set-cookie')!.split(';')[0]!;
    await db.destroy();
    db = await open();
    app = appOver(db);
    const cart = await (await call('/web-api/v1/cart', { cookie })).json();
    expect(cart.items.map((i: { product: { wareId: string }; quantity: number }) => [i.product.wareId, i.quantity])).toEqual([[ware.wareId, 3]]);
  });

  it('serves product images at the requested size rounded up to 16, at least 50', async () => {
    const response = await call(`/media/products/${inStock[0]!.productId}/0?w=100&h=30`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toMatch(/width="112"/);
    expect(svg).toMatch(/height="64"/);
    expect((await call(`/media/products/${inStock[0]!.productId}/0?w=abc`)).status).toBe(400);
    expect((await call('/media/products/000/0?w=100')).status).toBe(404);
  });

  it('sends product images as AVIF or WebP to browsers that take them, at the size asked, each encoded once', async () => {
    const path = `/media/products/${inStock[0]!.productId}/0?w=200&h=200`;
    const avif = await call(path, { headers: { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' } });
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toBe('Accept');
    expect(await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).toMatchObject({ format: 'heif', width: 208, height: 208 });
    const webp = await call(path, { headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const webpBytes = Buffer.from(await webp.arrayBuffer());
    expect(await sharp(webpBytes).metadata()).toMatchObject({ format: 'webp', width: 208, height: 208 });
    const again = Buffer.from(await (await call(path, { headers: { accept: 'image/webp' } })).arrayBuffer());
    expect(again.equals(webpBytes)).toBe(true);
    expect((await call(path, { headers: { accept: '*/*' } })).headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('server-renders a category page with names and rouble prices, and 404 for an unknown one', async () => {
    const page = await call('/catalog/muzhchinam/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<h1>Мужчинам/);
    expect(html).toMatch(/\d\s₽/);
    // Written in place, not held back for a script to reveal: shown at once, and without JavaScript.
    expect(html).not.toMatch(/<div hidden id="S:\d+">|\$RC\(/);
    expect((await call('/catalog/no-such-category/')).status).toBe(404);
    expect((await call('/catalog/muzhchinam/?page=278')).status).toBe(400);
  });
});
