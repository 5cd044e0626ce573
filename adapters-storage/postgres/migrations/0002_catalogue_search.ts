import { sql, type Kysely } from 'kysely';
import { executeScript } from '../executeScript';
import { indexProducts, indexSizes, indexStock, indexWords, STOCK_PRODUCTS } from '../productSearchIndexSql';

/**
 * Search and listing support: one row per product with everything a listing filters, sorts and
 * counts by (so facets need no joins), a weighted russian tsvector of brand, category, name and colour
 * (descriptions are left out: they made rows ten times wider and ranking read them all), and a vocabulary of the words,
 * brands and categories shoppers type, with a trigram index for typo correction. Triggers keep them
 * current as products, sizes and stock are written. Plain SQL for PostgreSQL 15+ and PGlite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeScript(
    db,
    `
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
  `,
  );

  // Function bodies hold several statements, so they are sent whole rather than through executeScript.
  await sql
    .raw(`
    create function search_stem(word text) returns text language sql immutable as $$
      select array_to_string(tsvector_to_array(to_tsvector('russian', word)), ' ')
    $$`)
    .execute(db);

  await sql
    .raw(`
    create function product_search_on_product_insert() returns trigger language plpgsql as $$
    begin
      ${indexProducts('inserted')};
      ${indexWords('inserted')};
      return null;
    end $$`)
    .execute(db);

  await sql
    .raw(`
    create function product_search_on_ware_insert() returns trigger language plpgsql as $$
    begin
      ${indexSizes('(select distinct product_id from inserted)')};
      return null;
    end $$`)
    .execute(db);

  await sql
    .raw(`
    create function product_search_on_stock_change() returns trigger language plpgsql as $$
    begin
      ${indexStock(STOCK_PRODUCTS)};
      return null;
    end $$`)
    .execute(db);

  await executeScript(
    db,
    `
    create trigger product_search_product_insert after insert on product
      referencing new table as inserted for each statement execute function product_search_on_product_insert();
    create trigger product_search_ware_insert after insert on ware
      referencing new table as inserted for each statement execute function product_search_on_ware_insert();
    create trigger product_search_stock_insert after insert on stock
      referencing new table as changed for each statement execute function product_search_on_stock_change();
    create trigger product_search_stock_update after update on stock
      referencing new table as changed for each statement execute function product_search_on_stock_change();
  `,
  );

  // A database that already holds a catalogue gets it indexed now.
  await sql.raw(indexProducts('product')).execute(db);
  await sql.raw(indexWords('product')).execute(db);
}
