import { sql, type Kysely } from 'kysely';
import { isUnfiltered, type ListingQuery } from '../../application/catalogue/listingQuery';
import type { Database } from './schema';
import type { FacetRow } from './listingFacets';

/** The words of a listing whose answer the per-word tables of migration 0014 may hold (a search by relevance, no filters), else null. */
export function termWords(query: ListingQuery): readonly string[] | null {
  return query.scope.kind === 'text' && query.orderBy === 'relevance' && isUnfiltered(query.filters) ? query.scope.words : null;
}

/**
 * The page's ids and the facet rows of a search whose words make one lexeme, read from the per-word
 * tables: the page from the postings' index in relevance order, the counts as they are kept. Null
 * when the words make several lexemes (or none, or one no product has): the caller then
 * reads the matches themselves.
 */
export async function termListing(db: Kysely<Database>, words: readonly string[], limit: number, offset: number): Promise<FacetRow[] | null> {
  const text = words.join(' ');
  const { rows } = await sql<FacetRow>`
    with term as (
      select (tsvector_to_array(to_tsvector('russian', ${text})))[1] as lexeme
      where numnode(plainto_tsquery('russian', ${text})) = 1
    )
    -- Lateral, so the lexeme is a parameter of the index scan and the page comes in the index's order.
    select 'page' as facet, product_id as value, '' as name, (row_number() over ())::int as n from term, lateral (
      select p.product_id from search_posting p where p.lexeme = term.lexeme
      order by p.in_stock desc, p.rank desc, p.popularity desc, p.product_id
      limit ${limit} offset ${offset}
    ) page
    union all select f.facet, f.value, coalesce(b.name, f.value), f.n
      from search_term_facet f join term using (lexeme) left join brand b on f.facet = 'brand' and b.url_code = f.value
      where f.n > 0 and (f.facet <> 'brand' or b.name is not null)
    union all select 'price', lo.price::text, hi.price::text, total.n from term,
      lateral (select n from search_term_facet where lexeme = term.lexeme and facet = 'total' and value = '' and n > 0) total,
      lateral (select price from search_term_price where lexeme = term.lexeme and n > 0 order by price limit 1) lo,
      lateral (select price from search_term_price where lexeme = term.lexeme and n > 0 order by price desc limit 1) hi
  `.execute(db);
  return rows.some((r) => r.facet === 'total') ? rows : null;
}
