import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CatalogueSearch } from '../../application/catalogue/CatalogueSearch';
import { isUnfiltered, type ListingFilters, type ListingOrder, type ListingQuery, type ListingScope } from '../../application/catalogue/listingQuery';
import type { Database } from './schema';
import { escapeLike } from './escapeLike';
import { facetsFromRows, type FacetRow } from './listingFacets';
import { postgresAutocomplete } from './postgresAutocomplete';
import { RANK_WEIGHTS } from './searchTermsSql';
import { termListing, termWords } from './termListing';
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
    // The prefix is implied by the subtree; it is what lets a plan read one index range (and count from
    // the index alone) where the two branches of the "or" give a bitmap that must visit the table.
    const path = escapeLike(scope.urlPath);
    return sql`category_path like ${`${path}%`} and (category_path = ${scope.urlPath} or category_path like ${`${path}/%`})`;
  }
  if (scope.kind === 'text') return sql`document @@ ${tsquery(scope)}`;
  return and([
    ...(scope.brandCode ? [sql`brand_code = ${scope.brandCode}`] : []),
    ...(scope.onSaleSoon ? [sql`on_sale_soon`] : []),
    ...(scope.productIds ? [sql`product_id = any(${sql.val([...scope.productIds])}::text[])`] : []),
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

const pricedFor = (scope: ListingScope) => (scope.kind === 'selection' ? scope.pricedFor : undefined);

/** The column price sorts use: what the scope's customer pays when it has one, else the retail price. */
const sortPrice = (scope: ListingScope) => (pricedFor(scope) ? sql`paid_price` : sql`price`);

/**
 * The paid_price column of a scope's matches when it is priced for a customer: the lower of the retail
 * price and their personal price valid then, both in stored roubles (a personal sale's prices reach the
 * listing already in the market's currency; conversion keeps order, so the roubles' order is the shown one).
 */
function paidPriceColumn(scope: ListingScope): Condition {
  const customer = pricedFor(scope);
  if (!customer) return sql``;
  return sql`least(price, (select pp.price from personal_price pp where pp.customer_id = ${customer.customerId}
    and pp.product_id = product_search.product_id and pp.valid_until > ${customer.at})) as paid_price,`;
}

/**
 * The page's order over the columns of the listing's matches (rank is 0 unless a search is ranked). The default
 * orders (relevance for a search, popularity for a category) put goods with a size in stock first, as a shopper
 * cannot buy the others (issue 14); an order the shopper picks (price, discount, new) is kept as asked.
 */
function orderClause(orderBy: ListingOrder, price: Condition): Condition {
  switch (orderBy) {
    case 'relevance':
      return sql`in_stock desc, rank desc, popularity desc, product_id`;
    case 'popular':
      return sql`in_stock desc, popularity desc, product_id`;
    case 'price_asc':
      return sql`${price} asc, product_id`;
    case 'price_desc':
      return sql`${price} desc, product_id`;
    case 'discount':
      return sql`discount_rate desc, popularity desc, product_id`;
    case 'new':
      return sql`product_id desc`;
  }
}

/** Product cards of the given ids, in that order. */
async function productSummaries(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const { rows } = await sql<ProductSummaryRow>`
    select ${sql.raw(PRODUCT_SUMMARY_COLUMNS)} from product p join brand b on b.id = p.brand_id
    where p.product_id = any(${sql.val([...ids])}::text[])`.execute(db);
  const byId = new Map(rows.map((r) => [r.product_id, productSummaryFromRow(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A category listing with a brand selection reads only those brands' rows of the category, found by the
 * index on (category, brand) of migration 0038; only the brand facet looks past the selection. A search
 * or a selection has no such index: its brand facet needs all its matches, read once as before.
 */
const narrowsByBrand = (query: ListingQuery) => query.scope.kind === 'category' && query.filters.brands.length > 0;

/**
 * The brand facet's counts: from the grouping pass over the matches unless they were narrowed by brand;
 * then a category's with no other selection are the sum of its leaves' kept counts (migration 0038), and
 * under other selections they are counted from the category's rows.
 */
function brandCounts(query: ListingQuery, scope: Condition, others: Condition): Condition {
  if (!narrowsByBrand(query)) return sql`select brand_code, by_brand as n from grouped where brand_code is not null`;
  if (isUnfiltered({ ...query.filters, brands: [] })) {
    return sql`select brand_code, sum(n) as n from category_brand_count where ${scope} group by brand_code`;
  }
  return sql`select brand_code, count(*) as n from product_search where ${scope} and ${others} group by brand_code`;
}

/**
 * The page's ids and facet rows of any listing, from its matches: one statement reads them once for the
 * page and every facet (PGlite has a single connection, and on a server a second scan of the same rows
 * cost more than a round trip). In a category a brand selection narrows the matches it reads (a top
 * category with a brand: 2,700 of 38,600 rows; issue 16), and the brand facet is counted apart.
 */
export async function matchListing(db: Kysely<Database>, query: ListingQuery): Promise<FacetRow[]> {
  const scope = scopeCondition(query.scope);
  const filters = filterConditions(query.filters);
  const except = (own: FacetName | null) =>
    and(
      Object.entries(filters)
        .filter(([name]) => name !== own)
        .map(([, c]) => c),
    );
  const rank =
    query.orderBy === 'relevance' && query.scope.kind === 'text' ? sql`ts_rank(${sql.raw(RANK_WEIGHTS)}, document, ${tsquery(query.scope)})` : sql`0::real`;
  // Only the size filter reads the sizes array: the materialised matches are narrower without it.
  const sizes = query.filters.sizes.length ? sql`sizes,` : sql``;
  const { rows } = await sql<FacetRow>`
    with base as materialized (
      select product_id, brand_code, colour_name, price, ${paidPriceColumn(query.scope)} ${sizes} size_key, in_stock, discount_rate, popularity, ${rank} as rank
      from product_search where ${scope} and ${narrowsByBrand(query) ? filters.brand : TRUE}
    ),
    -- Each facet is counted under every selection but its own: one pass groups by all three.
    grouped as (
      select brand_code, colour_name, size_key,
        count(*) filter (where ${except('brand')}) as by_brand,
        count(*) filter (where ${except('colour')}) as by_colour,
        count(*) filter (where ${except('size')}) as by_size
      from base group by grouping sets ((brand_code), (colour_name), (size_key))
    ),
    brands as (${brandCounts(query, scope, except('brand'))}),
    totals as (
      select count(*) filter (where ${except(null)}) as total,
        count(*) filter (where ${except('price')}) as priced, min(price) filter (where ${except('price')}) as price_min,
        max(price) filter (where ${except('price')}) as price_max,
        count(*) filter (where in_stock and ${except('inStock')}) as in_stock,
        count(*) filter (where discount_rate > 0 and ${except('discounted')}) as discounted
      from base
    )
    -- The page's ids, numbered after the limit in the order the top-N sort gave: no window over every match.
    select 'page' as facet, product_id as value, '' as name, (row_number() over ())::int as n from (
      select product_id from base where ${except(null)}
      order by ${orderClause(query.orderBy, sortPrice(query.scope))}
      limit ${query.limit} offset ${query.offset}
    ) page
    union all select f.* from totals t, lateral (values
      ('total', '', '', t.total::int), ('inStock', '', '', t.in_stock::int), ('discounted', '', '', t.discounted::int),
      ('price', coalesce(t.price_min::text, ''), coalesce(t.price_max::text, ''), t.priced::int)) f
    union all select 'brand', brand_code, b.name, n::int from brands join brand b on b.url_code = brand_code where n > 0
    union all select 'colour', colour_name, colour_name, by_colour::int from grouped where colour_name is not null and by_colour > 0
    union all select 'size', s, s, sum(by_size)::int from grouped, unnest(string_to_array(size_key, chr(31))) s
      where size_key is not null and by_size > 0 group by s
  `.execute(db);
  return rows;
}

/** Search and listings over the product_search table of migration 0002 (PGlite or a server). */
export function postgresCatalogueSearch(db: Kysely<Database>): CatalogueSearch {
  return {
    lookupWords: async (readings) => {
      if (readings.length === 0) return [];
      const { rows } = await sql<{ reading: string; known: boolean; inflected: boolean; word: string | null; similarity: number | null }>`
        select r.reading,
          exists (select 1 from search_vocabulary s where s.stem = search_stem(r.reading)) or search_stem(r.reading) = '' as known,
          search_stem(r.reading) <> r.reading as inflected,
          n.word, n.similarity
        from unnest(${sql.val([...readings])}::text[]) with ordinality as r(reading, ord)
        left join lateral search_nearest_word(r.reading) n on true
        order by r.ord`.execute(db);
      return rows.map((r) => ({
        reading: r.reading,
        known: r.known,
        inflected: r.inflected,
        nearest: r.word === null ? null : { word: r.word, similarity: Number(r.similarity) },
      }));
    },

    findListing: async (query) => {
      const words = termWords(query);
      const rows = (words && (await termListing(db, words, query.limit, query.offset))) ?? (await matchListing(db, query));
      const pageIds = rows
        .filter((r) => r.facet === 'page')
        .sort((a, b) => a.n - b.n)
        .map((r) => r.value);
      const { total, facets } = facetsFromRows(rows);
      return { products: await productSummaries(db, pageIds), total, facets };
    },

    autocomplete: (words, prefixes, limit) => postgresAutocomplete(db, words, prefixes, limit),

    directory: async (kind) =>
      (await db.selectFrom(kind).select(['url_code', 'name']).orderBy('name').execute()).map((r) => ({ code: r.url_code, name: r.name })),

    popularCategories: async (limit) => {
      const { rows } = await sql<{ id: string; name: string; parent_name: string; url_path: string }>`
        select c.id, c.name, top.name as parent_name, c.url_path
        from (select category_path, count(*) as n from product_search where in_stock group by category_path) counted
        join category c on c.url_path = counted.category_path
        join category top on top.url_path = split_part(c.url_path, '/', 1)
        order by counted.n desc, c.url_path limit ${limit}`.execute(db);
      return rows.map((r) => ({ id: r.id, name: r.name, parentName: r.parent_name, urlPath: r.url_path }));
    },

    offerCandidates: async () =>
      (
        await db
          .selectFrom('product_search')
          .select(['product_id', 'discount_rate', 'in_stock'])
          .where('discount_rate', '>', 0)
          .where('in_stock', '=', true)
          .execute()
      ).map((r) => ({ productId: r.product_id, discountRate: Number(r.discount_rate), inStock: r.in_stock })),
  };
}
