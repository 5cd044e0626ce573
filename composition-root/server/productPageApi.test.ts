import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';
import { postgresPriceLists } from '../../adapters-storage/postgres/postgresPriceLists';
import { priceInMarket } from '../../domain/market/market';

const PRODUCTS = 300;

/** The product page's JSON (spec §3 Product) and the kit calls (spec §7 Kits), over HTTP and server-rendered. */
describe('product page and kits over HTTP', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  const get = (path: string) => apiBrowser(app).call('GET', path);
  beforeAll(async () => {
    ({ db, app } = await openTestShop('product-page', PRODUCTS));
  }, 90_000);
  afterAll(() => db.destroy());

  const firstKit = () =>
    db
      .selectFrom('kit')
      .innerJoin('kit_product', 'kit_product.kit_id', 'kit.id')
      .select(['kit.id', 'kit_product.product_id'])
      .orderBy('kit.position')
      .orderBy('kit_product.position')
      .execute();
  const retailOf = async (productId: string) =>
    Number((await db.selectFrom('product').select('retail_price').where('product_id', '=', productId).executeTakeFirstOrThrow()).retail_price);

  it('answers an anonymous shopper the colour variants, seller, STANDARD bonuses, no personal price and the kits', async () => {
    const model = await db
      .selectFrom('product')
      .select('model_id')
      .groupBy('model_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .orderBy('model_id')
      .executeTakeFirstOrThrow();
    const siblings = await db.selectFrom('product').select('product_id').where('model_id', '=', model.model_id).orderBy('product_id').execute();
    const answer = await get(`/products/${siblings[0]!.product_id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.variants.map((v: { productId: string }) => v.productId)).toEqual(siblings.map((s) => s.product_id));
    expect(answer.body.variants[0]).toMatchObject({ color: answer.body.color, image: expect.stringContaining('/media/products/') });
    expect(answer.body.seller).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    expect(answer.body.personalPrice).toBeNull();
    const retail = answer.body.price.retail;
    expect(answer.body.potentialBonuses.bonuses).toEqual(
      Math.floor(retail * 0.05) > 0 ? [{ code: 'PURCHASE', value: Math.floor(retail * 0.05), name: 'Бонусы за покупку' }] : [],
    );

    const row = await db
      .selectFrom('product as p')
      .innerJoin('category as c', 'c.id', 'p.category_id')
      .select(['p.gender', 'p.age', 'c.url_path', 'p.reviews_count'])
      .where('p.product_id', '=', siblings[0]!.product_id)
      .executeTakeFirstOrThrow();
    const written = Number(
      (
        await db
          .selectFrom('product_review')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('product_id', '=', siblings[0]!.product_id)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const questions = Number(
      (
        await db
          .selectFrom('product_question')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('product_id', '=', siblings[0]!.product_id)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const names = await Promise.all(
      row.url_path.split('/').map((_, i, all) =>
        db
          .selectFrom('category')
          .select('name')
          .where('url_path', '=', all.slice(0, i + 1).join('/'))
          .executeTakeFirstOrThrow()
          .then((c) => c.name),
      ),
    );
    expect(answer.body).toMatchObject({
      gender: row.gender,
      age: row.age,
      group: names[0],
      subGroup: names[1],
      subCategory: names[2] ?? null,
      questions,
      reviewsAndQuestions: { reviews: written, questions },
      ratingCount: row.reviews_count,
      hasAssociatedAttributes: true,
      selectedAssociatedAttributes: [{ name: 'Цвет', value: answer.body.color }],
      sizeScale: { name: 'RU' },
      isArchived: false,
      documents: [],
      plateIds: [],
      stickers: [],
      promoPlates: [],
    });
    expect(Array.isArray(answer.body.sports)).toBe(true);

    const [kit] = await firstKit();
    const inKit = await get(`/products/${kit!.product_id}`);
    expect(inKit.body.kits[0]).toMatchObject({ id: kit!.id, uniquePlateIds: [], category: { name: 'Бег' } });
    expect(inKit.body.kits[0].products.length).toBeGreaterThanOrEqual(2);
    expect(inKit.body.kits[0].products[0]).toMatchObject({ productId: kit!.product_id, deleted: false, sizes: expect.any(Array) });
  });

  it('shows a signed-in customer their personal price and bonuses at their level, and the cart charges it', async () => {
    const me = await signedInBrowser(app, '+7921');
    const { id } = (await me.call('GET', '/users/current')).body;
    const productId = (await firstKit())[0]!.product_id;
    const retail = await retailOf(productId);
    const personal = Math.floor(retail * 0.8);
    await db
      .insertInto('personal_price')
      .values({ customer_id: id, product_id: productId, price: personal, valid_until: new Date(Date.now() + 86_400_000) })
      .execute();

    const page = (await me.call('GET', `/products/${productId}`)).body;
    expect(page.personalPrice).toBe(personal);
    expect(page.potentialBonuses.bonuses[0].value).toBe(Math.floor(personal * 0.05));
    await db.updateTable('customer').set({ level: 'GOLD' }).where('id', '=', id).execute();
    expect((await me.call('GET', `/products/${productId}`)).body.potentialBonuses.bonuses[0].value).toBe(Math.floor(personal * 0.1));
    expect((await get(`/products/${productId}`)).body.personalPrice).toBeNull();

    const wareId = page.sizes.find((s: { isAvailableOnline: boolean }) => s.isAvailableOnline).id;
    const cart = await me.call('POST', '/cart/products/_set-quantity', { items: [{ productId, wareId, quantity: 2 }] });
    expect(cart.status).toBe(200);
    expect(cart.body.items[0].product.price.retail).toBe(personal);
    expect(cart.body.total.productsCost).toBe(personal * 2);

    const hints = async () => (await me.call('GET', `/products/auto-hints?query=${encodeURIComponent('кроссовки')}`)).body.products;
    const hinted = (await hints()).find((p: { id: string }) => p.id !== productId);
    expect(hinted.price.personalPrice).toBeNull();
    await db
      .insertInto('personal_price')
      .values({ customer_id: id, product_id: hinted.id, price: hinted.price.retail - 100, valid_until: new Date(Date.now() + 86_400_000) })
      .onConflict((oc) => oc.columns(['customer_id', 'product_id']).doNothing())
      .execute();
    const again = (await hints()).find((p: { id: string }) => p.id === hinted.id);
    expect(again.price.personalPrice).toBe(
      Number(
        (await db.selectFrom('personal_price').select('price').where('customer_id', '=', id).where('product_id', '=', hinted.id).executeTakeFirstOrThrow())
          .price,
      ),
    );

    await db
      .updateTable('personal_price')
      .set({ valid_until: new Date(Date.now() - 1000) })
      .where('customer_id', '=', id)
      .execute();
    expect((await me.call('GET', '/cart')).body.total.productsCost).toBe(retail * 2);
    expect((await me.call('GET', `/products/${productId}`)).body.personalPrice).toBeNull();
  });

  it('shows the personal price in the market of the city and no bonuses outside Russia', async () => {
    const me = await signedInBrowser(app, '+7922');
    const { id } = (await me.call('GET', '/users/current')).body;
    const productId = (await firstKit())[1]!.product_id;
    const personal = Math.floor((await retailOf(productId)) * 0.8);
    await db
      .insertInto('personal_price')
      .values({ customer_id: id, product_id: productId, price: personal, valid_until: new Date(Date.now() + 86_400_000) })
      .execute();
    const minsk = (await me.call('GET', '/location/top-cities')).body.cities.find((c: { name: string }) => c.name === 'Минск');
    await me.call('PUT', '/profiles/current/location', { geoPoint: minsk.geoPoint, locationLevel: 'OTHER', locationName: 'Минск' });

    const page = (await me.call('GET', `/products/${productId}`)).body;
    const belarus = (await postgresPriceLists(db).ofCountry('by'))!;
    expect(page.price.currency).toBe('BYN');
    expect(page.personalPrice).toBe(priceInMarket(personal, belarus).toNumber());
    expect(page.personalPrice).toBeLessThan(page.price.retail);
    expect(page.potentialBonuses.bonuses).toEqual([]);
  });

  it('lists, searches and reads kits; refuses malformed requests with 400 and unknown kits with 404', async () => {
    const [kit] = await firstKit();
    const all = await get('/kits');
    expect(all.status).toBe(200);
    expect(all.body.kits.map((k: { id: string }) => k.id)).toContain(kit!.id);
    expect(all.body.kits[0].primaryPhoto).toMatch(/^\/media\/products\//);
    expect(
      (await get(`/kits?productId=${kit!.product_id}`)).body.kits.every((k: { products: { productId: string }[] }) =>
        k.products.some((p) => p.productId === kit!.product_id),
      ),
    ).toBe(true);
    const categories = (await get('/kits/categories')).body.categories;
    expect(categories).toContainEqual({ id: all.body.kits[0].category.id, name: all.body.kits[0].category.name, kitCount: expect.any(Number) });
    expect((await get(`/kits?categoryId=${categories[0].id}`)).body.kits.length).toBe(categories[0].kitCount);
    const search = await apiBrowser(app).call('POST', '/kits/_search', { productIds: ['nope', kit!.product_id] });
    expect(search.body.kits.map((k: { id: string }) => k.id)).toContain(kit!.id);
    expect((await apiBrowser(app).call('POST', '/kits/_search', { productIds: [] })).body.kits).toEqual([]);
    const products = await get(`/kits/products?kitId=${kit!.id}`);
    expect(products.body).toMatchObject({ kitId: kit!.id, products: expect.arrayContaining([expect.objectContaining({ productId: kit!.product_id })]) });

    expect((await get('/kits/products?kitId=nope')).status).toBe(404);
    expect((await get('/kits/products')).status).toBe(400);
    expect((await get('/kits?productId=a%20b')).status).toBe(400);
    expect((await apiBrowser(app).call('POST', '/kits/_search', { productIds: 'x' })).body.reason).toBe('INCORRECT_REQUEST');
    expect((await apiBrowser(app).call('POST', '/kits/_search', '{')).status).toBe(400);
  });

  it('server-renders the name, price, colour variants, seller, bonuses and the kit block without JS', async () => {
    const [kit] = await firstKit();
    const json = (await get(`/products/${kit!.product_id}`)).body;
    const res = await app.request(`/product/${kit!.product_id}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(json.name.replace(/"/g, '&quot;'));
    expect(html).toContain(`/seller/${json.seller.id}/`);
    expect(html).toContain('Добавить комплект в корзину');
    expect(html).toContain('>Комплект</h2>');
    expect(html).toContain(`class="kit__name">${json.kits[0].name}</p>`);
    if (json.variants.length > 1) expect(html).toMatch(/aria-current="page"[^>]*data-testid="colour-variant"/);
    if (json.potentialBonuses.bonuses.length > 0) expect(html).toMatch(/\+\d+ бонус/);
    expect(html).toContain(`href="/media/products/${kit!.product_id}/0?w=1280&amp;h=1280"`);
  });
});
