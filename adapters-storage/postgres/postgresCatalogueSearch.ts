import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CatalogueSearch } from '../../application/catalogue/CatalogueSearch';
import type { ListingFilters, ListingOrder, ListingQuery, ListingScope } from '../../application/catalogue/listingQuery';
import type { Database } from './schema';
import { escapeLike } from './escapeLike';
import { facetsFromRows, type FacetRow } from './listingFacets';
import { postgresAutocomplete } from './postgresAutocomplete';
import { PRODUCT_SUMMARY_COLUMNS, productSummaryFromRow, type ProductSummaryRow } from './productSummaryRow';

type Condition = RawBuilder<unknown>;
const TRUE = sql`true`;
const and = (conds: readonly Condition[]): Condition => (conds.length === 0 ? TRUE : sql.join(conds, sql` and `));

/** The tsquery of a search: every word must match, or any word when nothing matches them all. */
const tsquery = (scope: Extract<ListingScope, { kind: 'text' }>) =>
  scope.match === 'all'
    ? sql`plainto_tsquery('russian', ${scope.words.join(' ')})`
    : sql`replace(plainto_tsquery('russian', ${scope.words.join(' ')})::text, '&', '|')::tsquery`;

function scopeCondition(scope: ListingScope): Condition {
  if (scope.kind === 'category') {
    return sql`(category_path = ${scope.urlPath} or category_path like ${escapeLike(scope.urlPath) + '/%'})`;
  }
  if (scope.kind === 'text') return sql`document @@ ${tsquery(scope)}`;
  return and([
    ...(scope.brandCode ? [sql`brand_code = ${scope.brandCode}`] : []),
    ...(scope.onSaleSoon ? [sql`on_sale_soon`] : []),
    ...(scope.sportCode
      ? [sql`product_id in (select x.product_id from product_sport x join sport s on s.id = x.sport_id where s.url_code = ${scope.sportCode})`]
      : []),
  ]);
}

/** One condition per facet, so each facet's counts can leave its own out. */
function filterConditions(f: ListingFilters) {
  return {
    brand: f.brands.length ? sql`brand_code = any(${sql.val([...f.brands])}::text[])` : TRUE,
    colour: f.colours.length ? sql`colour_name = any(${sql.val([...f.colours])}::text[])` : TRUE,
    size: f.sizes.length ? sql`sizes && ${sql.val([...f.sizes])}::text[]` : TRUE,
    price: and([
      ...(f.priceFrom ? [sql`price >= ${f.priceFrom.toString()}::numeric`] : []),
      ...(f.priceTo ? [sql`price <= ${f.priceTo.toString()}::numeric`] : []),
    ]),
    inStock: f.inStock ? sql`in_stock` : TRUE,
    discounted: f.discounted ? sql`discount_rate > 0` : TRUE,
  };
}
type FacetName = keyof ReturnType<typeof filterConditions>;

function orderClause(orderBy: ListingOrder, scope: ListingScope): Condition {
  switch (orderBy) {
    case 'relevance':
      return scope.kind === 'text'
        ? sql`ts_rank('{0.05, 0.2, 0.4, 1.0}', document, ${tsquery(scope)}) desc, popularity desc, product_id`
        : sql`popularity desc, product_id`;
    case 'popular': return sql`popularity desc, product_id`;
    case 'price_asc': return sql`price asc, product_id`;
    case 'price_desc': return sql`price desc, product_id`;
    case 'discount': return sql`discount_rate desc, popularity desc, product_id`;
    case 'new': return sql`product_id desc`;
  }
}

/** Search and listings over the product_search table of migration 0002 (PGlite or a server). */
export function postgresCatalogueSearch(db: Kysely<Database>): CatalogueSearch {
  return {
    lookupWords: async (readings) => {
      if (readings.length === 0) return [];
      const { rows } = await sql<{ reading: string; known: boolean; word: string | null; similarity: number | null }>`
        select r.reading,
          exists (select 1 from search_vocabulary s where s.stem = search_stem(r.reading)) or search_stem(r.reading) = '' as known,
          n.word, n.similarity
        from unnest(${sql.val([...readings])}::text[]) with ordinality as r(reading, ord)
        left join lateral (
          select s.word, similarity(s.word, r.reading) as similarity from search_vocabulary s
          where s.word % r.reading order by similarity desc, s.frequency desc limit 1
        ) n on true
        order by r.ord`.execute(db);
      return rows.map((r) => ({
        reading: r.reading,
        known: r.known,
        nearest: r.word === null ? null : { word: r.word, similarity: Number(r.similarity) },
      }));
    },

    findListing: async (query) => {
      const scope = scopeCondition(query.scope);
      const filters = filterConditions(query.filters);
      const except = (own: FacetName | null) => and(Object.entries(filters).filter(([name]) => name !== own).map(([, c]) => c));
      const [page, facets] = await Promise.all([
        sql<ProductSummaryRow>`
          select ${sql.raw(PRODUCT_SUMMARY_COLUMNS)}
          from (
            -- Numbered after the limit, in the order the top-N sort gave: no window over every match.
            select product_id, row_number() over () as ord from (
              select product_id from product_search where ${scope} and ${except(null)}
              order by ${orderClause(query.orderBy, query.scope)}
              limit ${query.limit} offset ${query.offset}
            ) page
          ) hits
          join product p on p.product_id = hits.product_id join brand b on b.id = p.brand_id
          order by hits.ord`.execute(db),
        sql<FacetRow>`
          with base as materialized (
            select brand_code, brand_name, colour_name, price, sizes, in_stock, discount_rate from product_search where ${scope}
          )
          select 'total' as facet, '' as value, '' as name, count(*)::int as n from base where ${except(null)}
          union all select 'brand', brand_code, min(brand_name), count(*)::int from base where ${except('brand')} group by brand_code
          union all select 'colour', colour_name, colour_name, count(*)::int from base where ${except('colour')} group by colour_name
          union all select 'size', s, s, sum(n)::int from (
            -- Many products share one size range: count the ranges, then spread the counts over their sizes.
            select sizes, count(*) as n from base where ${except('size')} group by sizes
          ) ranges, unnest(ranges.sizes) s group by s
          union all select 'price', coalesce(min(price)::text, ''), coalesce(max(price)::text, ''), count(*)::int from base where ${except('price')}
          union all select 'inStock', '', '', count(*)::int from base where in_stock and ${except('inStock')}
          union all select 'discounted', '', '', count(*)::int from base where discount_rate > 0 and ${except('discounted')}
        `.execute(db),
      ]);
      const { total, facets: listingFacets } = facetsFromRows(facets.rows);
      return { products: page.rows.map(productSummaryFromRow), total, facets: listingFacets };
    },

    autocomplete: (words, prefix, limit) => postgresAutocomplete(db, words, prefix, limit),

    directory: async (kind) =>
      (await db.selectFrom(kind).select(['url_code', 'name']).orderBy('name').execute()).map((r) => ({ code: r.url_code, name: r.name })),
  };
}

/**
 * Rewrites the search table compactly. Loading a catalogue writes each of its rows several times
 * (product, then sizes, then stock), which leaves it several times larger than its data.
 */
export async function compactCatalogueSearch(db: Kysely<Database>): Promise<void> {
  await sql`vacuum full analyze product_search`.execute(db);
}
