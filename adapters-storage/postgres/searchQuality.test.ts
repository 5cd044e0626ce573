import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../application/catalogue/listingQuery';
import { searchCatalogue } from '../../application/catalogue/searchCatalogue';
import { QUALITY_TOP, SEARCH_QUALITY_CASES } from '../../test-fixtures/searchQuality';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresCatalogueSearch } from './postgresCatalogueSearch';

/** The quality set runs on the real database with a demo catalogue large enough to hold every kind of goods. */
const PRODUCTS = 2000;
const [pglite] = await testDatabaseKinds();

describe('search quality on the demo catalogue', () => {
  let search: ReturnType<typeof searchCatalogue>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await pglite!.create(PRODUCTS);
    drop = created.drop;
    search = searchCatalogue({ search: postgresCatalogueSearch(created.db) });
  }, 120_000);
  afterAll(() => drop());

  it('holds at least 30 queries of every kind', () => {
    expect(SEARCH_QUALITY_CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SEARCH_QUALITY_CASES.map((c) => c.kind)).size).toBe(6);
  });

  it.each(SEARCH_QUALITY_CASES)('$kind: «$query»', async (c) => {
    const result = await search({ text: c.query, filters: NO_FILTERS, orderBy: 'relevance', page: 1 });
    if (E.isLeft(result)) throw new Error(result.left._tag);
    const top = result.right.products.slice(0, QUALITY_TOP);
    expect(top.length).toBe(QUALITY_TOP);
    if (c.corrected !== undefined) expect(result.right.correctedQueryText).toBe(c.corrected);
    if (c.names) for (const p of top) expect(p.name.toLocaleLowerCase('ru')).toContain(c.names);
    if (c.brand) for (const p of top) expect(p.brandName).toBe(c.brand);
  });
});
