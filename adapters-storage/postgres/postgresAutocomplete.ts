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

/** Suggestions for typed text: the whole words must match, the last one only by its start. */
export async function postgresAutocomplete(
  db: Kysely<Database>, words: readonly string[], prefix: string, limit: number,
): Promise<AutocompleteResult> {
  const terms = [...words.map(tsWord).filter(Boolean).map((w) => `'${w}'`), ...(tsWord(prefix) ? [`'${tsWord(prefix)}':*`] : [])];
  if (terms.length === 0) return { completions: [], categories: [], products: [] };
  const query = sql`to_tsquery('russian', ${terms.join(' & ')})`;
  // One statement, one row: three small lookups cost less together than three round trips (and on
  // PGlite, which has one connection, they would run one after another anyway).
  const { rows } = await sql<{ products: ProductSummaryRow[] | null; completions: string[] | null; categories: CategoryRow[] | null }>`
    select
      (select json_agg(json_build_object(${sql.raw(PRODUCT_SUMMARY_JSON)}) order by hits.popularity desc, hits.product_id)
        from (select product_id, popularity from product_search where document @@ ${query} order by popularity desc, product_id limit ${limit}) hits
        join product p on p.product_id = hits.product_id join brand b on b.id = p.brand_id) as products,
      ${prefix
        ? sql`(select json_agg(word order by frequency desc, word) from (
            select word, frequency from search_vocabulary where word like ${escapeLike(prefix) + '%'} and word <> ${prefix}
            order by frequency desc, word limit 5) w)`
        : sql`null`} as completions,
      (select json_agg(json_build_object('name', name, 'parent_name', parent_name, 'url_path', url_path) order by level, position) from (
        select c.name, parent.name as parent_name, c.url_path, c.level, c.position from category c left join category parent on parent.id = c.parent_id
        where c.name_words @@ ${query} order by c.level, c.position limit 4) found) as categories`.execute(db);
  const found = rows[0];
  return {
    completions: found?.completions ?? [],
    categories: (found?.categories ?? []).map((r) => ({ name: r.name, parentName: r.parent_name, urlPath: r.url_path })),
    products: (found?.products ?? []).map(productSummaryFromRow),
  };
}
