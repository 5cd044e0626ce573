import { sql, type Kysely } from 'kysely';
import { executeScript } from '../executeScript';

/**
 * Search and listing support: one row per product with everything a listing filters, sorts and
 * counts by (so facets need no joins), a weighted russian tsvector of brand, category, name and colour
 * (descriptions are left out: they made rows ten times wider and ranking read them all), and a vocabulary of the words,
 * brands and categories shoppers type, with a trigram index for typo correction. Triggers keep them
 * current as products, sizes and stock are written. Plain SQL for PostgreSQL 15+ and PGlite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(db, `
    create extension if not exists pg_trgm;

    create table product_search (
      product_id text primary key references product (product_id) on delete cascade,
      category_path text not null,
      brand_code text not null,
      brand_name text not null,
      colour_name text not null,
      price numeric(12, 2) not null,
      discount_rate real not null,
      on_sale_soon boolean not null,
      popularity real not null,
      sizes text[] not null default '{}',
      in_stock boolean not null default false,
      document tsvector not null
    );
    create index product_search_document_idx on product_search using gin (document);
    create index product_search_category_idx on product_search (category_path text_pattern_ops);
    create index product_search_popularity_idx on product_search (popularity desc, product_id);

    create table search_vocabulary (
      word text primary key,
      stem text not null,
      frequency int not null
    );
    create index search_vocabulary_stem_idx on search_vocabulary (stem);
    create index search_vocabulary_prefix_idx on search_vocabulary (word text_pattern_ops);
    create index search_vocabulary_trgm_idx on search_vocabulary using gin (word gin_trgm_ops);

    create table comparison_item (
      owner_key text not null,
      product_id text not null references product (product_id),
      added_at timestamptz not null default now(),
      primary key (owner_key, product_id)
    );

    create table recently_viewed (
      owner_key text not null,
      product_id text not null references product (product_id),
      viewed_at timestamptz not null default now(),
      primary key (owner_key, product_id)
    );
  `);

  // Function bodies hold several statements, so they are sent whole rather than through executeScript.
  await sql.raw(`
    create function search_stem(word text) returns text language sql immutable as $$
      select array_to_string(tsvector_to_array(to_tsvector('russian', word)), ' ')
    $$`).execute(db);

  await sql.raw(`
    create function product_search_on_product_insert() returns trigger language plpgsql as $$
    begin
      ${indexProducts('inserted')};
      ${indexWords('inserted')};
      return null;
    end $$`).execute(db);

  await sql.raw(`
    create function product_search_on_ware_insert() returns trigger language plpgsql as $$
    begin
      ${indexSizes('(select distinct product_id from inserted)')};
      return null;
    end $$`).execute(db);

  await sql.raw(`
    create function product_search_on_stock_change() returns trigger language plpgsql as $$
    begin
      ${indexStock(STOCK_PRODUCTS)};
      return null;
    end $$`).execute(db);

  await executeScript(db, `
    create trigger product_search_product_insert after insert on product
      referencing new table as inserted for each statement execute function product_search_on_product_insert();
    create trigger product_search_ware_insert after insert on ware
      referencing new table as inserted for each statement execute function product_search_on_ware_insert();
    create trigger product_search_stock_insert after insert on stock
      referencing new table as changed for each statement execute function product_search_on_stock_change();
    create trigger product_search_stock_update after update on stock
      referencing new table as changed for each statement execute function product_search_on_stock_change();
  `);

  // A database that already holds a catalogue gets it indexed now.
  await sql.raw(indexProducts('product')).execute(db);
  await sql.raw(indexWords('product')).execute(db);
  await sql.raw(indexSizes('(select product_id from product_search)')).execute(db);
  await sql.raw(indexStock('(select product_id from product_search)')).execute(db);
}

/**
 * Products whose stock changed. The correlated lookup keeps to ware's primary key: a join with the
 * transition table (which has no statistics) may be planned as a scan of all of ware per statement.
 */
const STOCK_PRODUCTS = '(select distinct (select w.product_id from ware w where w.ware_id = c.ware_id) from changed c)';

/** Indexes the products of a relation shaped like table product. */
const indexProducts = (source: string) => `
  insert into product_search (product_id, category_path, brand_code, brand_name, colour_name, price,
    discount_rate, on_sale_soon, popularity, document)
  select n.product_id, c.url_path, b.url_code, b.name, n.colour_name, n.retail_price,
    case when n.catalog_price > 0 then ((n.catalog_price - n.retail_price) / n.catalog_price)::real else 0 end,
    n.on_sale_soon, (n.rating * ln(2 + n.reviews_count))::real,
    setweight(to_tsvector('russian', b.name), 'A') ||
    setweight(to_tsvector('russian', c.name), 'A') ||
    setweight(to_tsvector('russian', n.name), 'B') ||
    setweight(to_tsvector('russian', n.colour_name), 'C')
  from ${source} n join brand b on b.id = n.brand_id join category c on c.id = n.category_id`;

/** Adds the words of product names, brands and categories to the vocabulary, counting uses. */
const indexWords = (source: string) => `
  insert into search_vocabulary (word, stem, frequency)
  select w, search_stem(w), count(*)::int from (
    select regexp_split_to_table(lower(replace(n.name || ' ' || b.name || ' ' || c.name, 'ё', 'е')), '[^[:alnum:].]+') as w
    from ${source} n join brand b on b.id = n.brand_id join category c on c.id = n.category_id
  ) words where char_length(w) >= 2
  group by w
  on conflict (word) do update set frequency = search_vocabulary.frequency + excluded.frequency`;

const indexSizes = (productIds: string) => `
  update product_search ps set sizes = (select array_agg(distinct w.size) from ware w where w.product_id = ps.product_id)
  where ps.product_id in ${productIds}`;

const indexStock = (productIds: string) => `
  update product_search ps set in_stock = exists (
    select 1 from ware w join stock s on s.ware_id = w.ware_id where w.product_id = ps.product_id and s.quantity > 0)
  where ps.product_id in ${productIds}`;
