import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILTERS, type ListingQuery } from '../../application/catalogue/listingQuery';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresCatalogueSearch } from './postgresCatalogueSearch';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const TOP = 'muzhchinam';

describe.each(kinds)('catalogue search on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(400));
  }, 120_000);
  afterAll(() => drop());

  const listing = (q: Partial<ListingQuery> = {}) =>
    postgresCatalogueSearch(db).findListing({
      scope: { kind: 'category', urlPath: TOP },
      filters: NO_FILTERS,
      orderBy: 'popular',
      offset: 0,
      limit: 500,
      ...q,
    });

  it('indexes every product through the triggers', async () => {
    const { n } = await db
      .selectFrom('product_search')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(400);
  });

  it('counts each facet under every selection but its own', async () => {
    const all = await listing();
    const brand = all.facets.brand[0]!.value;
    const colour = all.facets.colour[0]!.value;
    const narrowed = await listing({ filters: { ...NO_FILTERS, brands: [brand], colours: [colour] } });
    const byBrandOnly = await listing({ filters: { ...NO_FILTERS, brands: [brand] } });
    const byColourOnly = await listing({ filters: { ...NO_FILTERS, colours: [colour] } });
    // The brand facet ignores the brand selection: it equals the counts under the colour alone.
    expect(narrowed.facets.brand).toEqual(byColourOnly.facets.brand);
    expect(narrowed.facets.colour).toEqual(byBrandOnly.facets.colour);
    expect(narrowed.total).toBe(narrowed.facets.brand.find((b) => b.value === brand)!.count);
    expect(narrowed.products.every((p) => p.brandName === all.facets.brand[0]!.name)).toBe(true);
  });

  it('filters by size, price and availability, and sorts by price', async () => {
    const all = await listing();
    const size = all.facets.size[0]!;
    const bySize = await listing({ filters: { ...NO_FILTERS, sizes: [size.value] }, orderBy: 'price_asc' });
    expect(bySize.total).toBe(size.count);
    const prices = bySize.products.map((p) => p.price.retail.toNumber());
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const cheap = await listing({ filters: { ...NO_FILTERS, priceTo: new Decimal(3000) } });
    expect(cheap.products.every((p) => p.price.retail.lte(3000))).toBe(true);
    const available = await listing({ filters: { ...NO_FILTERS, inStock: true } });
    expect(available.total).toBe(all.facets.inStock);
  });

  it('offers the daily offer every discounted product in stock, and lists chosen products only', async () => {
    const candidates = await postgresCatalogueSearch(db).offerCandidates();
    const all = await listing({ scope: { kind: 'selection' }, filters: { ...NO_FILTERS, inStock: true, discounted: true } });
    expect(candidates.length).toBe(all.total);
    expect(candidates.every((c) => c.discountRate > 0 && c.inStock)).toBe(true);
    const chosen = candidates.slice(0, 3).map((c) => c.productId);
    const picked = await listing({ scope: { kind: 'selection', productIds: chosen } });
    expect(picked.products.map((p) => p.productId).sort()).toEqual([...chosen].sort());
    expect((await listing({ scope: { kind: 'selection', productIds: [] } })).total).toBe(0);
  });

  it('lists a top category with the products of every sub-category', async () => {
    const tops = (await db.selectFrom('category').select('url_path').where('parent_id', 'is', null).execute()).map((c) => c.url_path);
    const totals = await Promise.all(tops.map((urlPath) => listing({ scope: { kind: 'category', urlPath } })));
    expect(totals.reduce((n, t) => n + t.total, 0)).toBe(400);
  });

  it('treats LIKE wildcards in a category path literally', async () => {
    expect((await listing({ scope: { kind: 'category', urlPath: '%' } })).total).toBe(0);
    expect((await listing({ scope: { kind: 'category', urlPath: '_' } })).total).toBe(0);
  });

  it('pages without overlap', async () => {
    const first = await listing({ limit: 24 });
    const second = await listing({ limit: 24, offset: 24 });
    const ids = new Set(first.products.map((p) => p.productId));
    expect(second.products.some((p) => ids.has(p.productId))).toBe(false);
  });

  it('knows vocabulary words by their stem and finds the nearest for a typo', async () => {
    const [known, typo] = await postgresCatalogueSearch(db).lookupWords(['кроссовкам', 'кросовки']);
    expect(known!.known).toBe(true);
    expect(typo!.known).toBe(false);
    expect(typo!.nearest?.word).toBe('кроссовки');
  });

  it('suggests from the first reading of the last word that finds products, with its completions and categories', async () => {
    const search = postgresCatalogueSearch(db);
    const layout = await search.autocomplete([], ['rhjcc', 'кросс', 'krossovki'], 6);
    expect(layout.prefix).toBe('кросс');
    expect(layout.products.length).toBe(6);
    expect(layout.products[0]!.name).toMatch(/^Кроссовки/);
    expect(layout.completions).toContain('кроссовки');
    expect(layout.categories.map((c) => c.name)).toContain('Кроссовки');
    // Same-named categories are told apart by their top section (spec §3 categories' parentName).
    expect(
      layout.categories
        .filter((c) => c.name === 'Кроссовки')
        .map((c) => c.parentName)
        .sort(),
    ).toEqual(['Детям', 'Женщинам', 'Мужчинам']);
    // The first reading wins even when a later one finds products too.
    expect((await search.autocomplete([], ['кросс', 'nike'], 6)).prefix).toBe('кросс');
    // None finds products: the last reading answers, empty.
    const none = await search.autocomplete([], ['zzzq', 'яяяъ'], 6);
    expect(none).toEqual({ prefix: 'яяяъ', products: [], completions: [], categories: [] });
    // Whole words only, no prefix ('').
    const whole = await search.autocomplete(['кроссовки'], [''], 6);
    expect(whole.prefix).toBe('');
    expect(whole.products.length).toBe(6);
    expect(whole.completions).toEqual([]);
  });
});
