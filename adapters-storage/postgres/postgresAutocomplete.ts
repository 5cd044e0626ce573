import { sql, type Kysely } from 'kysely';
import type { AutocompleteResult } from '../../application/catalogue/CatalogueSearch';
import type { Database } from './schema';
import { escapeLike } from './escapeLike';
import { PRODUCT_SUMMARY_COLUMNS, productSummaryFromRow, type ProductSummaryRow } from './productSummaryRow';

/** Letters and digits only: what may go into to_tsquery text unquoted. */
const tsWord = (w: string): string => w.replace(/[^\p{L}\p{N}]+/gu, '');

/** Suggestions for typed text: the whole words must match, the last one only by its start. */
export async function postgresAutocomplete(
  db: Kysely<Database>, words: readonly string[], prefix: string, limit: number,
): Promise<AutocompleteResult> {
  const terms = [...words.map(tsWord).filter(Boolean).map((w) => `'${w}'`), ...(tsWord(prefix) ? [`'${tsWord(prefix)}':*`] : [])];
  if (terms.length === 0) return { completions: [], categories: [], products: [] };
  const query = sql`to_tsquery('russian', ${terms.join(' & ')})`;
  const [products, completions, categories] = await Promise.all([
    sql<ProductSummaryRow>`
      select ${sql.raw(PRODUCT_SUMMARY_COLUMNS)}
      from (select product_id, popularity from product_search where document @@ ${query} order by popularity desc, product_id limit ${limit}) hits
      join product p on p.product_id = hits.product_id join brand b on b.id = p.brand_id
      order by hits.popularity desc, hits.product_id`.execute(db),
    prefix
      ? sql<{ word: string }>`select word from search_vocabulary where word like ${escapeLike(prefix) + '%'} and word <> ${prefix}
          order by frequency desc, word limit 5`.execute(db)
      : Promise.resolve({ rows: [] as { word: string }[] }),
    sql<{ name: string; parent_name: string | null; url_path: string }>`
      select c.name, parent.name as parent_name, c.url_path from category c left join category parent on parent.id = c.parent_id
      where to_tsvector('russian', c.name) @@ ${query} order by c.level, c.position limit 4`.execute(db),
  ]);
  return {
    completions: completions.rows.map((r) => r.word),
    categories: categories.rows.map((r) => ({ name: r.name, parentName: r.parent_name, urlPath: r.url_path })),
    products: products.rows.map(productSummaryFromRow),
  };
}
