import { sql, type Kysely } from 'kysely';
import { executeScript } from '../executeScript';

const FUNCTIONS = [
  // The tags a change of these products makes stale: every search and suggestion, each product, and the listings of
  // the categories they are (or were) in and every category above (a listing shows its whole subtree). A statement
  // touching many products (a bulk load, a price import), or a message past NOTIFY's 8,000 bytes, drops everything.
  `create function notify_stale_answers(product_ids text[], category_ids text[]) returns void language plpgsql as $$
  declare
    tags text;
  begin
    if cardinality(product_ids) = 0 then return; end if;
    if cardinality(product_ids) <= 100 then
      tags := array_to_string(array['listing'] || array(select 'product:' || id from unnest(product_ids) id) || array(
        with recursive shown(id, parent_id, url_path) as (
          select c.id, c.parent_id, c.url_path from category c where c.id = any(category_ids)
          union select c.id, c.parent_id, c.url_path from category c join shown s on c.id = s.parent_id)
        select 'category:' || url_path from shown), ',');
    end if;
    perform pg_notify('answer_cache', case when tags is null or length(tags) > 7900 then '*' else tags end);
  end $$`,
  // Rows that carry only a product_id (sizes, reviews, stock through its size): the products' categories now.
  `create or replace function notify_stale_answers(product_ids text[]) returns void language plpgsql as $$
  begin
    perform notify_stale_answers(product_ids, case when cardinality(product_ids) > 100 then '{}'
      else array(select distinct p.category_id from product p where p.product_id = any(product_ids)) end);
  end $$`,
  // A product's own rows say their category, also when it is deleted; a product moved shows in both categories' listings.
  `create function answers_of_product_rows() returns trigger language plpgsql as $$
  begin
    perform notify_stale_answers(array(select distinct product_id from changed), array(select distinct category_id from changed));
    return null;
  end $$`,
  `create function answers_of_updated_product_rows() returns trigger language plpgsql as $$
  begin
    perform notify_stale_answers(array(select distinct product_id from changed),
      array(select category_id from changed union select category_id from previous));
    return null;
  end $$`,
];

/**
 * A category's listing is kept until a product of its subtree changes (issue 16): migration 0039's triggers named
 * one `listing` tag for every listing, so a sold-out size anywhere dropped every category's answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const fn of FUNCTIONS) await sql.raw(fn).execute(db);
  await executeScript(
    db,
    `
    drop trigger answer_cache_product_insert on product;
    drop trigger answer_cache_product_update on product;
    drop trigger answer_cache_product_delete on product;
    create trigger answer_cache_product_insert after insert on product
      referencing new table as changed for each statement execute function answers_of_product_rows();
    create trigger answer_cache_product_update after update on product
      referencing old table as previous new table as changed for each statement execute function answers_of_updated_product_rows();
    create trigger answer_cache_product_delete after delete on product
      referencing old table as changed for each statement execute function answers_of_product_rows();
  `,
  );
}
