import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILTERS, type ListingOrder, type ListingQuery } from '../../application/catalogue/listingQuery';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresCatalogueSearch } from './postgresCatalogueSearch';
import type { Database } from './schema';
import { termListing } from './termListing';

const kinds = await testDatabaseKinds();
const TOP = 'muzhchinam';
/** A category's default order and a search's. */
const DEFAULT_ORDERS: readonly ListingOrder[] = ['popular', 'relevance'];

/** Issue 14, defect 3: goods with no size in stock come after the available ones in the default orders of every listing. */
describe.each(kinds)('sold-out goods last on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(150));
  }, 120_000);
  afterAll(() => drop());

  const inStock = async (ids: readonly string[]) => {
    const rows = await db
      .selectFrom('product_search')
      .select(['product_id', 'in_stock'])
      .where('product_id', 'in', [...ids])
      .execute();
    const byId = new Map(rows.map((r) => [r.product_id, r.in_stock]));
    return ids.map((id) => byId.get(id)!);
  };
  const availableFirst = (flags: readonly boolean[]) => flags.every((f, i) => i === 0 || f <= flags[i - 1]!);
  const sellOut = (productId: string) =>
    db
      .updateTable('stock')
      .set({ quantity: 0 })
      .where('ware_id', 'in', db.selectFrom('ware').select('ware_id').where('product_id', '=', productId))
      .execute();
  const listing = (query: Partial<ListingQuery>) =>
    postgresCatalogueSearch(db).findListing({
      scope: { kind: 'category', urlPath: TOP },
      filters: NO_FILTERS,
      orderBy: 'popular',
      offset: 0,
      limit: 500,
      ...query,
    });

  it('sorts a sold-out product after the available ones by popularity and relevance, and marks its card', async () => {
    const top = (await listing({ limit: 1 })).products[0]!;
    await sellOut(top.productId);
    for (const orderBy of DEFAULT_ORDERS) {
      const { products } = await listing({ orderBy });
      const flags = await inStock(products.map((p) => p.productId));
      expect(flags.includes(false), orderBy).toBe(true);
      expect(availableFirst(flags), orderBy).toBe(true);
      expect(
        products.map((p) => p.inStock),
        orderBy,
      ).toEqual(flags);
    }
    expect((await listing({ limit: 1 })).products[0]!.productId).not.toBe(top.productId);
    // An order the shopper picks is kept as asked: by price, sold-out goods among the others.
    const byPrice = (await listing({ orderBy: 'price_asc' })).products.map((p) => p.price.retail.toNumber());
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
  });

  it('does so in one-word searches read from the per-word tables too', async () => {
    const word = 'кроссовки';
    const first = await termListing(db, [word], 1, 0);
    const topId = first!.find((r) => r.facet === 'page')!.value;
    await sellOut(topId);
    const rows = (await termListing(db, [word], 500, 0))!;
    const page = rows
      .filter((r) => r.facet === 'page')
      .sort((a, b) => a.n - b.n)
      .map((r) => r.value);
    expect(page[0]).not.toBe(topId);
    const flags = await inStock(page);
    expect(flags.includes(false)).toBe(true);
    expect(availableFirst(flags)).toBe(true);
  });
});
