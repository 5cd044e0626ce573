import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate';
import { openDatabase } from './openDatabase';
import type { Database } from './schema';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';

const kinds = await testDatabaseKinds();
/** Tables a catalogue is loaded into, parents first. */
const CATALOGUE_TABLES = ['city', 'shop', 'category', 'sport', 'brand', 'product', 'product_sport', 'ware', 'stock'] as const;

const searchTables = async (db: Kysely<Database>) => ({
  products: (
    await sql`
    select product_id, category_path, brand_code, brand_name, colour_name, price::text, discount_rate, on_sale_soon,
      popularity, array(select s from unnest(sizes) s order by s) as sizes, in_stock, document::text
    from product_search order by product_id`.execute(db)
  ).rows,
  vocabulary: (await sql`select word, stem, frequency from search_vocabulary order by word`.execute(db)).rows,
  brandCounts: (await sql`select category_path, brand_code, n from category_brand_count where n <> 0 order by 1, 2`.execute(db)).rows,
});

describe.each(kinds)('bulk catalogue load on $name', (kind) => {
  let seeded: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db: seeded, drop } = await kind.create(150));
  }, 120_000);
  afterAll(() => drop());

  it('builds the same search tables as the triggers do for rows inserted one statement at a time', async () => {
    // The same rows copied into a fresh database by ordinary inserts, which the triggers index.
    const copy = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      await migrateToLatest(copy);
      for (const table of CATALOGUE_TABLES) {
        const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(seeded);
        for (let i = 0; i < rows.length; i += 500) {
          // Generated columns are made by the copy itself: category.name_words (migration 0018).
          const batch = rows
            .slice(i, i + 500)
            .map(({ name_words: _generated, ...r }) => (table === 'product' ? { ...r, properties: JSON.stringify(r.properties) } : r));
          await copy
            .insertInto(table)
            .values(batch as never)
            .execute();
        }
      }
      const [bulk, triggered] = [await searchTables(seeded), await searchTables(copy)];
      expect(bulk.products.length).toBe(150);
      expect(bulk).toEqual(triggered);
    } finally {
      await copy.destroy();
    }
  }, 120_000);

  it('leaves the triggers on: later stock changes reach the search table', async () => {
    const { product_id, ware_id } = await seeded.selectFrom('ware').select(['product_id', 'ware_id']).orderBy('ware_id').executeTakeFirstOrThrow();
    const wares = seeded.selectFrom('ware').select('ware_id').where('product_id', '=', product_id);
    const inStock = async () =>
      (await seeded.selectFrom('product_search').select('in_stock').where('product_id', '=', product_id).executeTakeFirstOrThrow()).in_stock;
    await seeded.updateTable('stock').set({ quantity: 0 }).where('ware_id', 'in', wares).execute();
    expect(await inStock()).toBe(false);
    const shop = await seeded.selectFrom('shop').select('id').executeTakeFirstOrThrow();
    await seeded
      .insertInto('stock')
      .values({ ware_id, shop_id: shop.id, quantity: 3 })
      .onConflict((oc) => oc.columns(['ware_id', 'shop_id']).doUpdateSet({ quantity: 3 }))
      .execute();
    expect(await inStock()).toBe(true);
  });
});
