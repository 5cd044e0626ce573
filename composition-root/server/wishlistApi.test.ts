import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { generateCatalogue } from '../../adapters-storage/demo/catalogue/generateCatalogue';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';

const PRODUCTS = 20;
// Products with more than one size: a size page adds the size it shows, not the first.
const [a, b] = [...generateCatalogue({ productCount: PRODUCTS }).products()].filter((p) => p.sizes.length > 1);

describe('favourites over HTTP (spec §7 Favourites)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('wishlist', PRODUCTS, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  const browser = () => apiBrowser(app);
  const signedIn = () => signedInBrowser(app, '+7914');

  it('answers NOT_AUTHORIZED to an anonymous visitor on every own-list call', async () => {
    const stranger = browser();
    for (const [method, path, body] of [
      ['GET', '/favourites/ids'],
      ['GET', '/favourites'],
      ['POST', '/favourites', { list: [{ productId: a!.productId }] }],
      ['DELETE', '/favourites', { wareIds: ['x'] }],
      ['GET', '/favourites/default-lists'],
      ['GET', '/favourites/custom-lists/'],
      ['POST', '/favourites/custom-lists/', { name: 'Лето' }],
      ['POST', '/favourites/shared-custom-lists/00000000-0000-4000-8000-000000000000/_save-to-profile'],
    ] as const) {
      const answer = await stranger.call(method, path, body);
      expect([path, answer.status, answer.body.reason]).toEqual([path, 401, 'NOT_AUTHORIZED']);
    }
  });

  it('adds, lists, counts in the header and removes', async () => {
    const me = await signedIn();
    expect((await me.call('GET', '/favourites/ids')).body).toEqual({ favouritesIds: [] });
    const added = await me.call('POST', '/favourites', { type: 'WISHLIST', list: [{ productId: a!.productId }] });
    expect(added.body).toEqual({ favouritesIds: [{ productId: a!.productId, wareId: a!.sizes[0]!.wareId }] });
    await me.call('POST', '/favourites', { wareIds: [b!.sizes[1]!.wareId] });
    expect((await me.call('GET', '/favourites/ids')).body.favouritesIds).toHaveLength(2);

    const page = await me.call('GET', '/favourites?page=1');
    expect(page.body.pagination).toEqual({ page: 1, pageSize: 24, total: 2 });
    expect(page.body.products.map((p: { productId: string }) => p.productId).sort()).toEqual([a!.productId, b!.productId].sort());
    const lists = await me.call('GET', '/favourites/default-lists');
    expect(lists.body.lists).toMatchObject([{ id: 'WISHLIST', type: 'WISHLIST', name: 'Избранное' }]);

    const html = await app.request('/profile/wishlist/', { headers: { cookie: me.cookie() } });
    expect(await html.text()).toMatch(/data-testid="wishlist-count"[^>]*>2</);

    expect((await me.call('DELETE', '/favourites', { wareIds: [a!.sizes[0]!.wareId] })).body.favouritesIds).toEqual([
      { productId: b!.productId, wareId: b!.sizes[1]!.wareId },
    ]);
  });

  it('refuses malformed requests with 400 and unknown products with 404', async () => {
    const me = await signedIn();
    const bad = await me.call('POST', '/favourites', { list: 'x' });
    expect([bad.status, bad.body]).toEqual([400, { reason: 'INCORRECT_REQUEST', message: 'Некорректный запрос' }]);
    expect((await me.call('POST', '/favourites', {})).status).toBe(400);
    expect((await me.call('POST', '/favourites', { type: 'OTHER', list: [{ productId: a!.productId }] })).status).toBe(400);
    expect((await me.call('POST', '/favourites', { list: [{ productId: 'no-such' }] })).body.reason).toBe('PRODUCT_NOT_FOUND');
    expect((await me.call('DELETE', '/favourites', { ware: [] })).status).toBe(400);
    expect((await me.call('GET', '/favourites?page=0')).status).toBe(400);
    expect((await me.call('POST', '/favourites/custom-lists/', { name: '' })).status).toBe(400);
    expect((await me.call('POST', '/favourites/custom-lists/', { name: 'я'.repeat(51) })).status).toBe(400);
    expect((await me.call('GET', '/favourites/custom-lists/not-a-uuid/items')).status).toBe(400);
    expect((await me.call('GET', '/favourites/custom-lists/00000000-0000-4000-8000-000000000000/items')).status).toBe(404);
  });

  it('keeps custom lists, shares them by link and saves a shared one to another profile', async () => {
    const ann = await signedIn();
    const created = await ann.call('POST', '/favourites/custom-lists/', { name: 'День рождения', list: [{ productId: a!.productId }] });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await ann.call('POST', '/favourites', { list: [{ productId: b!.productId }], customListIds: [id] });
    expect((await ann.call('GET', '/favourites/custom-lists')).body.lists).toMatchObject([{ id, name: 'День рождения' }]);
    const items = await ann.call('GET', `/favourites/custom-lists/${id}/items`);
    expect(items.body.own).toBe(true);
    expect(items.body.products).toHaveLength(2);

    const bob = await signedIn();
    expect((await bob.call('GET', `/favourites/custom-lists/${id}/items`)).status).toBe(404);
    const shared = await browser().call('GET', `/favourites/shared-custom-lists/${id}/items`);
    expect([shared.status, shared.body.own, shared.body.wishlist.name]).toEqual([200, false, 'День рождения']);
    const saved = await bob.call('POST', `/favourites/shared-custom-lists/${id}/_save-to-profile`);
    expect(saved.body).toMatchObject({ name: 'День рождения' });
    expect(saved.body.id).not.toBe(id);
    expect((await bob.call('GET', '/favourites/ids')).body.favouritesIds).toHaveLength(2);

    expect((await ann.call('DELETE', `/favourites/custom-lists/${id}/items`, { wareIds: [a!.sizes[0]!.wareId] })).body.favouritesIds).toHaveLength(1);
    expect((await ann.call('DELETE', `/favourites/custom-lists/${id}/items`)).body.favouritesIds).toEqual([]);
    expect((await bob.call('DELETE', `/favourites/custom-lists/${id}`)).status).toBe(404);
    expect((await ann.call('DELETE', `/favourites/custom-lists/${id}`)).body).toEqual({ lists: [] });
    expect((await browser().call('GET', `/favourites/shared-custom-lists/${id}/items`)).status).toBe(404);
  });
});
