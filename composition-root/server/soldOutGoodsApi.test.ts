import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser } from '../../test-fixtures/signedInClient';

const CATEGORY = 'muzhchinam/obuv/krossovki';

/** Issue 14, defect 3: sold-out goods are marked, never recommended (cart, home carousels), and their page does not sell them. */
describe('sold-out goods in the shop', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  let soldOut: string;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('sold-out', 400));
    // The category's most popular product sells out: before, it still ranked and was recommended first.
    soldOut = (
      await db
        .selectFrom('product_search')
        .select('product_id')
        .where('category_path', '=', CATEGORY)
        .where('in_stock', '=', true)
        .orderBy('popularity', 'desc')
        .orderBy('product_id')
        .executeTakeFirstOrThrow()
    ).product_id;
    await db
      .updateTable('stock')
      .set({ quantity: 0 })
      .where('ware_id', 'in', db.selectFrom('ware').select('ware_id').where('product_id', '=', soldOut))
      .execute();
  }, 120_000);
  afterAll(() => db.destroy());

  it('lists it after the available goods, its card marked «Нет в наличии»', async () => {
    const listing = (await apiBrowser(app).call('POST', '/catalog', { url: `/catalog/${CATEGORY}/` })).body;
    const cards = listing.products as { productId: string; inStock: boolean }[];
    expect(cards[0]!.productId).not.toBe(soldOut);
    const flags = cards.map((c) => c.inStock);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    // Sold-out goods come last: the last page shows them marked.
    const last = listing.pagination.pageCount;
    const html = await (await app.request(`/catalog/${CATEGORY}/${last > 1 ? `?page=${last}` : ''}`)).text();
    expect(html).toMatch(/class="badge badge--sold-out">Нет в наличии</);
  });

  it('never recommends it in the cart, even where the category has too few goods in stock to fill the slot', async () => {
    const other = (
      await db
        .selectFrom('product')
        .select('product_id')
        .where('category_id', '=', db.selectFrom('product').select('category_id').where('product_id', '=', soldOut))
        .where('product_id', '<>', soldOut)
        .executeTakeFirstOrThrow()
    ).product_id;
    const recommended = async (productId: string) => {
      const { body } = await apiBrowser(app).call('POST', '/recommendations/dynamic', {
        pageType: 'CART',
        pageContext: { productIds: [productId] },
        requestedRecommendations: [{ slot: 'Recommendations_Cart_OneProduct_Slot_1' }],
      });
      return body.recommendations[0].products as { productId: string; inStock: boolean }[];
    };
    const products = await recommended(other);
    expect(products.length).toBeGreaterThan(0);
    expect(products.map((p) => p.productId)).not.toContain(soldOut);
    expect(products.every((p) => p.inStock)).toBe(true);
    // A category of another kind with all but two of its goods sold out: sorted last, they would still fill the slot.
    const category = (
      await db
        .selectFrom('product')
        .select('category_id')
        .where('category_id', '<>', db.selectFrom('product').select('category_id').where('product_id', '=', soldOut))
        .groupBy('category_id')
        .having((eb) => eb.fn.countAll(), '>=', 4)
        .orderBy('category_id')
        .executeTakeFirstOrThrow()
    ).category_id;
    const [inCart, kept, ...sellOut] = (
      await db.selectFrom('product').select('product_id').where('category_id', '=', category).orderBy('product_id').execute()
    ).map((r) => r.product_id);
    await db
      .updateTable('stock')
      .set({ quantity: 0 })
      .where('ware_id', 'in', db.selectFrom('ware').select('ware_id').where('product_id', 'in', sellOut))
      .execute();
    expect((await recommended(inCart!)).map((p) => p.productId)).toEqual([kept]);
  });

  it('never shows it in a home page carousel, even one picked before it sold out', async () => {
    const carousels = async () =>
      (await apiBrowser(app).call('GET', '/main/blocks')).body.blocks as { code: string; products: { productId: string; inStock: boolean }[] }[];
    const before = await carousels();
    expect(before.flatMap((b) => b.products.map((p) => p.productId))).not.toContain(soldOut);
    const shown = before.find((b) => b.code === 'NEW')!.products[0]!.productId;
    await db
      .updateTable('stock')
      .set({ quantity: 0 })
      .where('ware_id', 'in', db.selectFrom('ware').select('ware_id').where('product_id', '=', shown))
      .execute();
    const after = await carousels();
    expect(after.length).toBeGreaterThan(0);
    for (const block of after) {
      expect(
        block.products.map((p) => p.productId),
        block.code,
      ).not.toContain(shown);
      expect(
        block.products.every((p) => p.inStock),
        block.code,
      ).toBe(true);
    }
  });

  it('offers «Планируется поступление» on its page instead of «В корзину»', async () => {
    expect((await apiBrowser(app).call('GET', `/products/${soldOut}`)).body).toMatchObject({ inStock: false });
    const html = await (await app.request(`/product/${soldOut}/`)).text();
    expect(html).toContain('Нет в наличии');
    expect(html).toContain('Планируется поступление');
    expect(html).not.toMatch(/<button[^>]*>\s*В корзину/);
    const available = (
      await db.selectFrom('product_search').select('product_id').where('in_stock', '=', true).where('on_sale_soon', '=', false).executeTakeFirstOrThrow()
    ).product_id;
    expect(await (await app.request(`/product/${available}/`)).text()).toMatch(/<button[^>]*>\s*В корзину/);
  });
});
