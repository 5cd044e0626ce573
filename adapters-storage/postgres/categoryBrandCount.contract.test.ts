import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../application/catalogue/listingQuery';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresCatalogueSearch } from './postgresCatalogueSearch';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();

/** Each category's products per brand, counted from the search rows themselves. */
const countedBrands = async (db: Kysely<Database>) =>
  (
    await sql<{ category_path: string; brand_code: string; n: number }>`
    select category_path, brand_code, count(*)::int as n from product_search group by 1, 2 order by 1, 2`.execute(db)
  ).rows;
const keptBrands = async (db: Kysely<Database>) =>
  (
    await sql<{ category_path: string; brand_code: string; n: number }>`
    select category_path, brand_code, n from category_brand_count where n <> 0 order by 1, 2`.execute(db)
  ).rows;

describe.each(kinds)('per-category brand counts on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(150));
  }, 120_000);
  afterAll(() => drop());

  it('stay exact as products move, appear and go, and give a brand-filtered listing its brand facet', async () => {
    const products = await db.selectFrom('product_search').select(['product_id', 'category_path', 'brand_code']).orderBy('product_id').execute();
    const ids = products.map((p) => p.product_id);
    const paths = [...new Set(products.map((p) => p.category_path))];
    const brands = [...new Set(products.map((p) => p.brand_code))];
    const tops = [...new Set(paths.map((p) => p.split('/')[0]!))];
    let added = 0;
    const change = fc.oneof(
      fc.record({ kind: fc.constant('move' as const), product: fc.constantFrom(...ids), path: fc.constantFrom(...paths), brand: fc.constantFrom(...brands) }),
      fc.record({ kind: fc.constant('stock' as const), product: fc.constantFrom(...ids), inStock: fc.boolean() }),
      fc.record({ kind: fc.constant('copy' as const), from: fc.constantFrom(...ids) }),
      fc.record({ kind: fc.constant('delete' as const), product: fc.constantFrom(...ids) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), async (changes) => {
        for (const c of changes) {
          if (c.kind === 'move') {
            await db.updateTable('product_search').set({ category_path: c.path, brand_code: c.brand }).where('product_id', '=', c.product).execute();
          } else if (c.kind === 'stock') {
            await db.updateTable('product_search').set({ in_stock: c.inStock }).where('product_id', '=', c.product).execute();
          } else if (c.kind === 'copy') {
            const source = await db.selectFrom('product').selectAll().where('product_id', '=', c.from).executeTakeFirst();
            if (source)
              await db
                .insertInto('product')
                .values({ ...source, product_id: `B${++added}`, properties: JSON.stringify(source.properties) } as never)
                .execute();
          } else {
            await db.deleteFrom('product_search').where('product_id', '=', c.product).execute();
          }
        }
        expect(await keptBrands(db)).toEqual(await countedBrands(db));
        for (const top of tops) {
          const all = await postgresCatalogueSearch(db).findListing({
            scope: { kind: 'category', urlPath: top },
            filters: NO_FILTERS,
            orderBy: 'popular',
            offset: 0,
            limit: 1,
          });
          const brand = all.facets.brand[0]?.value;
          if (!brand) continue;
          const narrowed = await postgresCatalogueSearch(db).findListing({
            scope: { kind: 'category', urlPath: top },
            filters: { ...NO_FILTERS, brands: [brand] },
            orderBy: 'popular',
            offset: 0,
            limit: 1,
          });
          expect(narrowed.facets.brand).toEqual(all.facets.brand);
        }
      }),
      { numRuns: 8 },
    );
  }, 300_000);
});
