/**
 * The SQL that keeps the per-word tables of migration 0014 in step with product_search: for every
 * lexeme of a product's document, a posting with the product's rank for that lexeme alone, and the
 * counts a listing of that one word shows (total, in stock, discounted, per brand, colour and size,
 * per price). A one-word search by relevance without filters then reads its page from an index and
 * its facets from a few dozen rows instead of ranking and counting every match (issue 5, speed).
 *
 * Changes are applied as signed deltas: rows a statement removed count −1, rows it added +1, so an
 * update that leaves a product's lexemes and facet values as they were writes nothing.
 */

/**
 * ts_rank weights of D, C, B, A: brand and category (A) count most, colour (C) little. The postings keep
 * ranks computed with them, so changing them takes a migration that recomputes search_posting.rank.
 */
export const RANK_WEIGHTS = `'{0.05, 0.2, 0.4, 1.0}'`;

/** product_search rows with a sign: +1 for the relation of added rows, −1 for the removed ones. */
const signed = (added: string | null, removed: string | null) =>
  [added && `select 1 as d, * from ${added}`, removed && `select -1 as d, * from ${removed}`].filter(Boolean).join(' union all ');

/**
 * Adds the rows' contributions to the per-word counts. A product's values are listed once and then
 * paired with each of its lexemes; sums that cancel out write nothing.
 */
const countTerms = (rows: string) => `
  insert into search_term_facet (lexeme, facet, value, n)
  select t.lexeme, f.facet, f.value, sum(f.d)::int
  from (
    select r.d, r.document, v.facet, v.value from (${rows}) r
    cross join lateral (
      select 'total', '' union all
      select 'inStock', '' where r.in_stock union all
      select 'discounted', '' where r.discount_rate > 0 union all
      select 'brand', r.brand_code union all
      select 'colour', r.colour_name union all
      select 'size', s from unnest(r.sizes) s
    ) v (facet, value)
  ) f
  cross join unnest(tsvector_to_array(f.document)) t (lexeme)
  group by 1, 2, 3 having sum(f.d) <> 0
  on conflict (lexeme, facet, value) do update set n = search_term_facet.n + excluded.n`;

const countPrices = (rows: string) => `
  insert into search_term_price (lexeme, price, n)
  select t.lexeme, r.price, sum(r.d)::int
  from (${rows}) r cross join unnest(tsvector_to_array(r.document)) t (lexeme)
  group by 1, 2 having sum(r.d) <> 0
  on conflict (lexeme, price) do update set n = search_term_price.n + excluded.n`;

const removePostings = (removed: string) => `
  delete from search_posting p using ${removed} o where p.product_id = o.product_id`;

/**
 * The rank is what ts_rank gives the document for a search of this lexeme alone; in_stock puts sold-out goods
 * after the others (migration 0029), so a sell-out re-posts the product's ~8 lexemes.
 */
const addPostings = (added: string) => `
  insert into search_posting (lexeme, product_id, rank, popularity, in_stock)
  select t.lexeme, r.product_id, ts_rank(${RANK_WEIGHTS}, r.document, search_lexeme_query(t.lexeme)), r.popularity, r.in_stock
  from ${added} r cross join unnest(tsvector_to_array(r.document)) t (lexeme)`;

/** Updated rows whose postings change: a new document, popularity or availability (sizes leave them as they are). */
const rePosted = (from: string, other: string) =>
  `(select ${from}.* from ${from} join ${other} on ${other}.product_id = ${from}.product_id
    where (${from}.document, ${from}.popularity, ${from}.in_stock) is distinct from (${other}.document, ${other}.popularity, ${other}.in_stock))`;

/** Statements for rows inserted into product_search (the relation `added`); also the backfill. */
export const termsOfInserted = (added: string) => [countTerms(signed(added, null)), countPrices(signed(added, null)), addPostings(added)];

export const termsOfDeleted = (removed: string) => [countTerms(signed(null, removed)), countPrices(signed(null, removed)), removePostings(removed)];

export const termsOfUpdated = (added: string, removed: string) => [
  countTerms(signed(added, removed)),
  countPrices(signed(added, removed)),
  removePostings(rePosted(removed, added)),
  addPostings(rePosted(added, removed)),
];
