import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { postgresPriceLists } from '../../adapters-storage/postgres/postgresPriceLists';
import { DAILY_OFFER_SIZE, dailyOffer } from '../../domain/catalogue/dailyOffer';
import { moscowDate } from '../../domain/shipment/receivingDate';
import { priceInMarket } from '../../domain/market/market';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';

type Card = { productId: string; price: { retail: number; discountRate: number; currency: string }; personalPrice?: number | null };

/** /catalog/daily-offer/ and /catalog/pers_sale/ (spec §2 catalogue sub-routes): POST /catalog and the server-rendered pages. */
describe('daily offer and personal sale listings over HTTP', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('catalog-sales', 400));
  }, 90_000);
  afterAll(() => db.destroy());

  const listing = (browser: ReturnType<typeof apiBrowser>, url: string) => browser.call('POST', '/catalog', { url });
  const html = async (path: string, cookie = '') => app.request(path, { headers: cookie ? { cookie } : {} });
  const givePersonalPrice = async (customerId: string, productId: string, share: number, validFor = 86_400_000) => {
    const retail = Number((await db.selectFrom('product').select('retail_price').where('product_id', '=', productId).executeTakeFirstOrThrow()).retail_price);
    const price = Math.floor(retail * share);
    await db
      .insertInto('personal_price')
      .values({ customer_id: customerId, product_id: productId, price, valid_until: new Date(Date.now() + validFor) })
      .execute();
    return price;
  };

  it("lists today's 24 discounted products in stock, the same set on every page read, with facets and sorting", async () => {
    const anon = apiBrowser(app);
    const answer = await listing(anon, '/catalog/daily-offer/');
    expect(answer.status).toBe(200);
    expect(answer.body.category).toMatchObject({ name: 'Товар дня', url: '/catalog/daily-offer/' });
    expect(answer.body.breadcrumbs).toEqual([answer.body.category]);
    expect(answer.body.productCount).toBe(DAILY_OFFER_SIZE);
    expect(answer.body.products.every((p: Card) => p.price.discountRate > 0)).toBe(true);
    expect(answer.body.facets.length).toBeGreaterThan(0);

    const candidates = (await db.selectFrom('product_search').select(['product_id', 'discount_rate', 'in_stock']).execute()).map((r) => ({
      productId: r.product_id,
      discountRate: Number(r.discount_rate),
      inStock: r.in_stock,
    }));
    const expected = dailyOffer(candidates, moscowDate(new Date()));
    expect(answer.body.products.map((p: Card) => p.productId).sort()).toEqual([...expected].sort());

    const cheapest = await listing(anon, '/catalog/daily-offer/?sort=price_asc');
    const prices = cheapest.body.products.map((p: Card) => p.price.retail);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await listing(anon, '/catalog/daily-offer/2/')).status).toBe(404);
  });

  it('server-renders the daily offer with cards, canonical link and description, without JS', async () => {
    const res = await html('/catalog/daily-offer/');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<h1>Товар дня');
    expect(page).toMatch(/<link rel="canonical" href="[^"]*\/catalog\/daily-offer\/"/);
    expect(page).toMatch(/<meta name="description" content="Товар дня: 24 товара/);
    expect(page.match(/class="card"/g)?.length).toBe(DAILY_OFFER_SIZE);
  });

  it('gives an anonymous visitor the personal sale page with a sign-in prompt and no products', async () => {
    const answer = await listing(apiBrowser(app), '/catalog/pers_sale/');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ signInRequired: true, products: [], productCount: 0, category: { name: 'Персональные скидки' } });
    const page = await (await html('/catalog/pers_sale/')).text();
    expect(page).toContain('Войдите, чтобы увидеть товары с вашими персональными ценами.');
    expect(page).not.toContain('class="card"');
  });

  it('shows a signed-in customer only their own valid personal prices, as the API and as HTML', async () => {
    const [me, other] = [await signedInBrowser(app, '+7923'), await signedInBrowser(app, '+7924')];
    const [myId, otherId] = [(await me.call('GET', '/users/current')).body.id, (await other.call('GET', '/users/current')).body.id];
    const ids = (await db.selectFrom('product').select('product_id').orderBy('product_id').limit(4).execute()).map((r) => r.product_id);
    const mine = await givePersonalPrice(myId, ids[0]!, 0.85);
    await givePersonalPrice(myId, ids[1]!, 0.9, -1000); // expired
    await givePersonalPrice(otherId, ids[2]!, 0.5);

    const answer = await listing(me, '/catalog/pers_sale/');
    expect(answer.status).toBe(200);
    expect(answer.body.signInRequired).toBeUndefined();
    expect(answer.body.products.map((p: Card) => [p.productId, p.personalPrice])).toEqual([[ids[0], mine]]);
    expect((await listing(other, '/catalog/pers_sale/')).body.products.map((p: Card) => p.productId)).toEqual([ids[2]]);
    // Other listings never carry personal prices.
    expect((await listing(me, '/catalog/daily-offer/')).body.products.some((p: Card) => p.personalPrice !== undefined)).toBe(false);

    const page = await (await html('/catalog/pers_sale/', me.cookie())).text();
    expect(page).toContain('Ваша цена');
    expect(page).toContain(`/product/${ids[0]}/`);
    expect(page).not.toContain(`/product/${ids[2]}/`);
  });

  it("prices the personal sale in the visitor's market", async () => {
    const me = await signedInBrowser(app, '+7925');
    const id = (await me.call('GET', '/users/current')).body.id;
    const productId = (await db.selectFrom('product').select('product_id').orderBy('product_id', 'desc').executeTakeFirstOrThrow()).product_id;
    const personal = await givePersonalPrice(id, productId, 0.8);
    const minsk = (await me.call('GET', '/location/top-cities')).body.cities.find((c: { name: string }) => c.name === 'Минск');
    await me.call('PUT', '/profiles/current/location', { geoPoint: minsk.geoPoint, locationLevel: 'OTHER', locationName: 'Минск' });
    const [card] = (await listing(me, '/catalog/pers_sale/')).body.products as Card[];
    const belarus = (await postgresPriceLists(db).ofCountry('by'))!;
    expect(card!.price.currency).toBe('BYN');
    expect(card!.personalPrice).toBe(priceInMarket(personal, belarus).toNumber());
  });
});
