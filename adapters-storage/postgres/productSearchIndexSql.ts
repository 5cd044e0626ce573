/**
 * The SQL that fills product_search and search_vocabulary (migrations 0002 and 0010), written once for
 * both users: the statement-level triggers, which index what one statement inserted or changed, and
 * the bulk rebuild after a catalogue load, which indexes every product in one pass.
 */

/** The distinct sizes of a product, from table ware. */
const sizesOf = (productId: string) => `coalesce((select array_agg(distinct w.size) from ware w where w.product_id = ${productId}), '{}')`;

/** Whether any size of a product is in stock in any shop. */
const inStockOf = (productId: string) =>
  `exists (select 1 from ware w join stock s on s.ware_id = w.ware_id where w.product_id = ${productId} and s.quantity > 0)`;

/**
 * Indexes the products of a relation shaped like table product, sizes and stock included, so a bulk
 * rebuild writes each row once (a freshly inserted product has no sizes yet: they cost one index probe).
 */
export const indexProducts = (source: string) => `
  insert into product_search (product_id, category_path, brand_code, brand_name, colour_name, price,
    discount_rate, on_sale_soon, popularity, sizes, in_stock, document)
  select n.product_id, c.url_path, b.url_code, b.name, n.colour_name, n.retail_price,
    case when n.catalog_price > 0 then ((n.catalog_price - n.retail_price) / n.catalog_price)::real else 0 end,
    n.on_sale_soon, (n.rating * ln(2 + n.reviews_count))::real,
    ${sizesOf('n.product_id')}, ${inStockOf('n.product_id')},
    setweight(to_tsvector('russian', b.name), 'A') ||
    setweight(to_tsvector('russian', c.name), 'A') ||
    setweight(to_tsvector('russian', n.name), 'B') ||
    setweight(to_tsvector('russian', n.colour_name), 'C')
  from ${source} n join brand b on b.id = n.brand_id join category c on c.id = n.category_id`;

/** Adds the words of product names, brands and categories to the vocabulary, counting uses. */
export const indexWords = (source: string) => `
  insert into search_vocabulary (word, stem, frequency)
  select w, search_stem(w), count(*)::int from (
    select regexp_split_to_table(lower(replace(n.name || ' ' || b.name || ' ' || c.name, 'ё', 'е')), '[^[:alnum:].]+') as w
    from ${source} n join brand b on b.id = n.brand_id join category c on c.id = n.category_id
  ) words where char_length(w) >= 2
  group by w
  on conflict (word) do update set frequency = search_vocabulary.frequency + excluded.frequency`;

export const indexSizes = (productIds: string) => `
  update product_search ps set sizes = ${sizesOf('ps.product_id')}
  where ps.product_id in ${productIds}`;

/** Only products whose availability flips are written: the per-word counts (migration 0014) follow each write. */
export const indexStock = (productIds: string) => `
  update product_search ps set in_stock = not ps.in_stock
  where ps.product_id in ${productIds} and ps.in_stock <> ${inStockOf('ps.product_id')}`;

/**
 * Products whose stock changed. The correlated lookup keeps to ware's primary key: a join with the
 * transition table (which has no statistics) may be planned as a scan of all of ware per statement.
 */
export const STOCK_PRODUCTS = '(select distinct (select w.product_id from ware w where w.ware_id = c.ware_id) from changed c)';
