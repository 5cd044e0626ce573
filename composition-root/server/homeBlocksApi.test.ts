import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';
import { distinctByName } from '../../domain/catalogue/distinctByName';

interface Card {
  readonly productId: string;
  readonly name: string;
  readonly price: { readonly catalog: number; readonly retail: number; readonly discountRate: number; readonly currency: string };
}
interface Block {
  readonly code: string;
  readonly title: string;
  readonly url?: string;
  readonly products: readonly Card[];
}
const ids = (cards: readonly Card[]) => cards.map((c) => c.productId);

describe("the home page's blocks over HTTP (spec §7 GET /main/blocks, POST /recommendations)", () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('home-blocks', 300, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  it("answers hits, the day's offer, new arrivals and the sale, each from the goods in stock in its own order", async () => {
    const visitor = apiBrowser(app);
    const { blocks } = (await visitor.call('GET', '/main/blocks')).body as { blocks: Block[] };
    expect(blocks.map((b) => [b.code, b.title])).toEqual([
      ['HITS', 'Хиты продаж'],
      ['DAILY_OFFER', 'Товар дня'],
      ['NEW', 'Новинки'],
      ['SALE', 'Распродажа'],
    ]);
    const [hits, offer, news, sale] = blocks as [Block, Block, Block, Block];
    for (const block of blocks) expect(block.products.length).toBeGreaterThan(0);

    // The most popular in stock, a model once (its colours share its name).
    const popular = (await visitor.call('POST', '/catalog', { url: '/catalog/brendy/?available=1' })).body.products as Card[];
    expect(ids(hits.products)).toEqual(ids(distinctByName(popular, 12)));
    expect(new Set(hits.products.map((p) => p.name)).size).toBe(12);
    const offered = new Set(ids((await visitor.call('POST', '/catalog', { url: '/catalog/daily-offer/' })).body.products));
    expect(ids(offer.products).every((id) => offered.has(id))).toBe(true);
    expect(offer.url).toBe('/catalog/daily-offer/');
    expect(ids(news.products)).toEqual([...ids(news.products)].sort().reverse());
    const rates = sale.products.map((p) => p.price.discountRate);
    expect(rates.every((r) => r > 0)).toBe(true);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));

    const inStock = new Set((await db.selectFrom('product_search').select('product_id').where('in_stock', '=', true).execute()).map((r) => r.product_id));
    for (const block of blocks)
      expect(
        ids(block.products).filter((id) => !inStock.has(id)),
        block.code,
      ).toEqual([]);
  });

  it('shows eight best-selling kinds of goods as tiles and the best-selling brands, as the brand panel ranks them', async () => {
    const visitor = apiBrowser(app);
    const { categories, brands } = (await visitor.call('GET', '/main/blocks')).body;
    expect(categories).toHaveLength(8);
    expect(new Set(categories.map((c: { name: string }) => c.name)).size).toBe(8);
    for (const tile of categories) {
      expect(tile).toEqual({
        name: expect.any(String),
        parentName: expect.stringMatching(/^(Мужчинам|Женщинам|Детям)$/),
        url: expect.stringMatching(/^\/catalog\/[a-z_]+\/[a-z_]+\/[a-z_]+\/$/),
        image: expect.stringMatching(/^\/media\/products\/\d+\/0\?/),
      });
    }
    const ranked = (await visitor.call('GET', '/brands')).body.brands;
    expect(brands).toEqual(ranked.slice(0, brands.length));
    expect(brands.length).toBeGreaterThan(5);
  });

  it("prices the cards in the visitor's market, also right after another market's visitor filled the cache", async () => {
    const moscow = apiBrowser(app);
    expect((await moscow.call('GET', '/main/blocks')).body.blocks[0].products[0].price.currency).toBe('RUB');
    const minsk = apiBrowser(app);
    const { cities } = (await minsk.call('GET', '/location/top-cities')).body;
    const city = cities.find((c: { name: string }) => c.name === 'Минск');
    expect((await minsk.call('PUT', '/profiles/current/location', { geoPoint: city.geoPoint, locationLevel: 'OTHER', locationName: 'Минск' })).status).toBe(
      200,
    );
    const { blocks } = (await minsk.call('GET', '/main/blocks')).body as { blocks: Block[] };
    expect(new Set(blocks.flatMap((b) => b.products.map((p) => p.price.currency)))).toEqual(new Set(['BYN']));
  });

  it('recommends what a signed-in customer looked at last, nothing to a visitor, and refuses a malformed request', async () => {
    const asked = { requestedRecommendations: [{ slot: 'RECENTLY_VIEWED' }, { slot: 'SOMETHING_ELSE' }] };
    const visitor = apiBrowser(app);
    const [viewed] = await db.selectFrom('product').select('product_id').orderBy('product_id').limit(1).execute();
    expect((await visitor.call('POST', '/tracking/recently-viewed-products', { productId: viewed!.product_id })).status).toBe(204);
    expect((await visitor.call('POST', '/recommendations', asked)).body).toEqual({
      recommendations: [
        { slot: 'RECENTLY_VIEWED', products: [] },
        { slot: 'SOMETHING_ELSE', products: [] },
      ],
    });

    const me = await signedInBrowser(app, '+7917', visitor);
    const { recommendations } = (await me.call('POST', '/recommendations', asked)).body;
    expect(ids(recommendations[0].products)).toEqual([viewed!.product_id]);
    expect(recommendations[1]).toEqual({ slot: 'SOMETHING_ELSE', products: [] });
    const html = await (await app.request('/', { headers: { cookie: me.cookie() } })).text();
    expect(html).toContain('Вы смотрели');
    expect(html).toContain('Хиты продаж');
    expect(await (await app.request('/')).text()).not.toContain('Вы смотрели');

    for (const bad of [{}, { requestedRecommendations: 'RECENTLY_VIEWED' }, '{"requestedRecommendations":[']) {
      expect((await visitor.call('POST', '/recommendations', bad)).body).toEqual({ reason: 'INCORRECT_REQUEST', message: 'Некорректный запрос' });
    }
  });
});
