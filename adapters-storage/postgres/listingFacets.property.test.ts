import Decimal from 'decimal.js';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingFilters } from '../../application/catalogue/listingQuery';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresCatalogueSearch } from './postgresCatalogueSearch';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const TOP = 'muzhchinam';

interface Row {
  readonly brand_code: string;
  readonly colour_name: string;
  readonly price: string;
  readonly sizes: string[];
  readonly in_stock: boolean;
  readonly discount_rate: number;
}

/** The facet rule written out over plain rows: each facet counts the rows passing every filter but its own. */
function expectedFacets(rows: readonly Row[], f: ListingFilters) {
  const passes = {
    brand: (r: Row) => f.brands.length === 0 || f.brands.includes(r.brand_code),
    colour: (r: Row) => f.colours.length === 0 || f.colours.includes(r.colour_name),
    size: (r: Row) => f.sizes.length === 0 || r.sizes.some((s) => f.sizes.includes(s)),
    price: (r: Row) => (!f.priceFrom || new Decimal(r.price).gte(f.priceFrom)) && (!f.priceTo || new Decimal(r.price).lte(f.priceTo)),
    inStock: (r: Row) => !f.inStock || r.in_stock,
    discounted: (r: Row) => !f.discounted || r.discount_rate > 0,
  };
  const but = (own: keyof typeof passes | null) => rows.filter((r) => Object.entries(passes).every(([name, test]) => name === own || test(r)));
  const tally = (values: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    return Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)));
  };
  const priced = but('price').map((r) => new Decimal(r.price));
  return {
    total: but(null).length,
    brand: tally(but('brand').map((r) => r.brand_code)),
    colour: tally(but('colour').map((r) => r.colour_name)),
    size: tally(but('size').flatMap((r) => r.sizes)),
    price: priced.length ? [Decimal.min(...priced).toString(), Decimal.max(...priced).toString()] : null,
    inStock: but('inStock').filter((r) => r.in_stock).length,
    discounted: but('discounted').filter((r) => r.discount_rate > 0).length,
  };
}

describe.each(kinds)('listing facets on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  let rows: Row[];
  beforeAll(async () => {
    ({ db, drop } = await kind.create(300));
    ({ rows } = await sql<Row>`
      select brand_code, colour_name, price::text as price, sizes, in_stock, discount_rate from product_search
      where category_path = ${TOP} or category_path like ${`${TOP}/%`}`.execute(db));
  }, 120_000);
  afterAll(() => drop());

  it('count every facet under every selection but its own, as the rule says', async () => {
    const pick = <T>(values: readonly T[]) => fc.subarray([...new Set(values)], { maxLength: 3 });
    const price = fc.option(
      fc.integer({ min: 0, max: 30_000 }).map((n) => new Decimal(n)),
      { nil: null },
    );
    const filters = fc.record({
      brands: pick(rows.map((r) => r.brand_code)),
      colours: pick(rows.map((r) => r.colour_name)),
      sizes: pick(rows.flatMap((r) => r.sizes)),
      priceFrom: price,
      priceTo: price,
      inStock: fc.boolean(),
      discounted: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(filters, async (f) => {
        const result = await postgresCatalogueSearch(db).findListing({
          scope: { kind: 'category', urlPath: TOP },
          filters: f,
          orderBy: 'popular',
          offset: 0,
          limit: 24,
        });
        const counts = (values: readonly { value: string; count: number }[]) =>
          Object.fromEntries(values.map((v) => [v.value, v.count]).sort(([a], [b]) => String(a).localeCompare(String(b))));
        expect({
          total: result.total,
          brand: counts(result.facets.brand),
          colour: counts(result.facets.colour),
          size: counts(result.facets.size),
          price: result.facets.price ? [result.facets.price.min.toString(), result.facets.price.max.toString()] : null,
          inStock: result.facets.inStock,
          discounted: result.facets.discounted,
        }).toEqual(expectedFacets(rows, f));
        expect(result.products.length).toBe(Math.min(24, result.total));
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
