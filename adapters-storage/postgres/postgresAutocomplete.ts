import { sql, type Kysely } from 'kysely';
import type { AutocompleteResult } from '../../application/catalogue/CatalogueSearch';
import type { Database } from './schema';
import { escapeLike } from './escapeLike';
import { PRODUCT_SUMMARY_JSON, productSummaryFromRow, type ProductSummaryRow } from './productSummaryRow';

interface CategoryRow {
  readonly name: string;
  readonly parent_name: string | null;
  readonly url_path: string;
}

/** Letters and digits only: what may go into to_tsquery text unquoted. */
const tsWord = (w: string): string => w.replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Suggestions for typed text: the whole words must match, the last one only by its start, read as
 * each of the prefixes in turn; the first reading with products answers ('' reads no prefix).
 */
export async function postgresAutocomplete(
  db: Kysely<Database>,
  words: readonly string[],
  prefixes: readonly string[],
  limit: number,
): Promise<AutocompleteResult & { readonly prefix: string }> {
  const whole = words
    .map(tsWord)
    .filter(Boolean)
    .map((w) => `'${w}'`);
  const readings = prefixes
    .map((prefix) => ({ prefix, terms: [...whole, ...(tsWord(prefix) ? [`'${tsWord(prefix)}':*`] : [])] }))
    .filter((r) => r.terms.length > 0);
  const none = { completions: [], categories: [], products: [], prefix: prefixes[prefixes.length - 1] ?? '' };
  if (readings.length === 0) return none;
  // One statement, one row: every reading's products, then the chosen reading's word completions and
  // categories. Three lookups per reading cost less together than a round trip each (and on PGlite,
  // which has one connection, they would run one after another anyway).
  const { rows } = await sql<{ prefix: string; products: ProductSummaryRow[] | null; completions: string[] | null; categories: CategoryRow[] | null }>`
    with reading as (
      select * from (values ${sql.join(
        readings.map((r, i) => sql`(${sql.lit(i + 1)}, ${r.prefix}::text, ${`${escapeLike(r.prefix)}%`}, to_tsquery('russian', ${r.terms.join(' & ')}))`),
      )}) as r(ord, prefix, pattern, query)
    ),
    -- A query of its own per reading, with the tsquery as a parameter the planner sees (through a join it
    -- cannot judge how many products match, and walked the popularity index for rare prefixes: 130 ms),
    -- run only when no earlier reading found products, as a loop of statements would.
    ${sql.join(
      readings.map(
        (r, i) => sql`${sql.raw(`hits_${i + 1}`)} as (
      select ${sql.lit(i + 1)} as ord, * from (
        select product_id, popularity from product_search where document @@ to_tsquery('russian', ${r.terms.join(' & ')})
        order by popularity desc, product_id limit ${limit}) h
      where ${sql.join([sql`true`, ...readings.slice(0, i).map((_, j) => sql`not exists (select 1 from ${sql.raw(`hits_${j + 1}`)})`)], sql` and `)}
    ),`,
      ),
      sql` `,
    )}
    hits as (${sql.join(
      readings.map((_, i) => sql`select * from ${sql.raw(`hits_${i + 1}`)}`),
      sql` union all `,
    )}),
    chosen as (
      select * from reading where ord = coalesce((select min(ord) from hits), (select max(ord) from reading))
    )
    select chosen.prefix,
      (select json_agg(json_build_object(${sql.raw(PRODUCT_SUMMARY_JSON)}) order by hits.popularity desc, hits.product_id)
        from hits join product p on p.product_id = hits.product_id join brand b on b.id = p.brand_id
        where hits.ord = chosen.ord) as products,
      case when chosen.prefix <> '' then (select json_agg(word order by frequency desc, word) from (
        select word, frequency from search_vocabulary where word like chosen.pattern and word <> chosen.prefix
        order by frequency desc, word limit 5) w) end as completions,
      (select json_agg(json_build_object('name', name, 'parent_name', parent_name, 'url_path', url_path) order by level, position) from (
        select c.name, top.name as parent_name, c.url_path, c.level, c.position from category c
        left join category top on c.parent_id is not null and top.url_path = split_part(c.url_path, '/', 1)
        where c.name_words @@ chosen.query order by c.level, c.position limit 4) found) as categories
    from chosen`.execute(db);
  const found = rows[0];
  if (!found) return none;
  return {
    prefix: found.prefix,
    completions: found.completions ?? [],
    categories: (found.categories ?? []).map((r) => ({ name: r.name, parentName: r.parent_name, urlPath: r.url_path })),
    products: (found.products ?? []).map(productSummaryFromRow),
  };
}
