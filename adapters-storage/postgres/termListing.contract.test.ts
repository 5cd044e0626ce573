import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILTERS, type ListingQuery } from '../../application/catalogue/listingQuery';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { facetsFromRows, type FacetRow } from './listingFacets';
import { matchListing } from './postgresCatalogueSearch';
import type { Database } from './schema';
import { termListing } from './termListing';

const kinds = await testDatabaseKinds();

const answer = (rows: readonly FacetRow[]) => ({
  page: rows
    .filter((r) => r.facet === 'page')
    .sort((a, b) => a.n - b.n)
    .map((r) => r.value),
  ...facetsFromRows(rows),
});

const searchOf = (word: string, limit: number, offset: number): ListingQuery => ({
  scope: { kind: 'text', words: [word], match: 'all' },
  filters: NO_FILTERS,
  orderBy: 'relevance',
  limit,
  offset,
});

/** The per-word tables answer a one-word search exactly as reading its matches does. */
async function expectSameAnswers(db: Kysely<Database>, words: readonly string[], limit = 24, offset = 0) {
  for (const word of words) {
    const fromTerms = await termListing(db, [word], limit, offset);
    const fromMatches = answer(await matchListing(db, searchOf(word, limit, offset)));
    if (fromTerms === null) expect(fromMatches.total, word).toBe(0);
    else expect(answer(fromTerms), word).toEqual(fromMatches);
  }
}

/** The one-lexeme words of the catalogue, brand, category and colour words included. */
async function catalogueWords(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ word: string }>`
    select word from search_vocabulary where numnode(plainto_tsquery('russian', word)) = 1 order by word`.execute(db);
  return rows.map((r) => r.word);
}

describe.each(kinds)('one-word searches from the per-word tables on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  let words: string[];
  beforeAll(async () => {
    ({ db, drop } = await kind.create(120));
    words = await catalogueWords(db);
  }, 120_000);
  afterAll(() => drop());

  it('give every word of the loaded catalogue the page and facets its matches give', async () => {
    expect(words.length).toBeGreaterThan(50);
    await expectSameAnswers(db, words);
    await expectSameAnswers(db, words.slice(0, 20), 5, 5);
  }, 120_000);

  it('leave what several words, no known word or a filter asks to the matches', async () => {
    expect(await termListing(db, ['кроссовки', 'nike'], 24, 0)).toBeNull();
    expect(await termListing(db, ['абвгдежз'], 24, 0)).toBeNull();
    expect(await termListing(db, ['и'], 24, 0)).toBeNull();
  });

  it('stay exact as stock, sizes, popularity and products change', async () => {
    const wares = await db.selectFrom('ware').select(['ware_id', 'product_id']).orderBy('ware_id').execute();
    const productIds = [...new Set(wares.map((w) => w.product_id))];
    const shop = (await db.selectFrom('shop').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    let added = 0;
    const change = fc.oneof(
      fc.record({ kind: fc.constant('stock' as const), ware: fc.constantFrom(...wares), quantity: fc.constantFrom(0, 0, 2) }),
      fc.record({ kind: fc.constant('copy' as const), from: fc.constantFrom(...productIds), size: fc.constantFrom('41', 'XL', '200') }),
      fc.record({ kind: fc.constant('popularity' as const), product: fc.constantFrom(...productIds), popularity: fc.float({ min: 0, max: 20, noNaN: true }) }),
      fc.record({ kind: fc.constant('delete' as const), product: fc.constantFrom(...productIds) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), async (changes) => {
        for (const c of changes) {
          if (c.kind === 'stock') {
            // Every shop's stock of the size at once, as a delivery or a sell-out would leave it.
            await db.updateTable('stock').set({ quantity: c.quantity }).where('ware_id', '=', c.ware.ware_id).execute();
          } else if (c.kind === 'copy') {
            const id = `T${++added}`;
            const source = await db.selectFrom('product').selectAll().where('product_id', '=', c.from).executeTakeFirstOrThrow();
            await db
              .insertInto('product')
              .values({ ...source, product_id: id, name: `${source.name} лимитированная`, properties: JSON.stringify(source.properties) } as never)
              .execute();
            await db
              .insertInto('ware')
              .values({ ware_id: `${id}-1`, product_id: id, size: c.size, position: 1 } as never)
              .execute();
            await db
              .insertInto('stock')
              .values({ ware_id: `${id}-1`, shop_id: shop, quantity: 1 })
              .execute();
          } else if (c.kind === 'popularity') {
            await db.updateTable('product_search').set({ popularity: c.popularity }).where('product_id', '=', c.product).execute();
          } else {
            await db.deleteFrom('product_search').where('product_id', '=', c.product).execute();
          }
        }
        await expectSameAnswers(db, words);
        const negative = await sql<{ n: number }>`select count(*)::int as n from search_term_facet where n < 0`.execute(db);
        expect(negative.rows[0]!.n).toBe(0);
      }),
      { numRuns: 8 },
    );
  }, 300_000);
});
