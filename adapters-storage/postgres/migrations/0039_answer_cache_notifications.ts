import { sql, type Kysely } from 'kysely';
import { executeScript } from '../executeScript';

const FUNCTIONS = [
  // A statement touching many products (a bulk load, a price import) drops everything: one short message.
  `create function notify_stale_answers(product_ids text[]) returns void language plpgsql as $$
  begin
    if cardinality(product_ids) = 0 then return; end if;
    perform pg_notify('answer_cache', case when cardinality(product_ids) > 100 then '*'
      else 'listing,' || array_to_string(array(select 'product:' || id from unnest(product_ids) id), ',') end);
  end $$`,
  // Rows carrying product_id: the product itself (prices, names, ratings), its sizes, reviews, questions, kits and sports.
  `create function answers_of_changed_products() returns trigger language plpgsql as $$
  begin
    perform notify_stale_answers(array(select distinct product_id from changed));
    return null;
  end $$`,
  // Stock is shown only as in stock or not: only a quantity crossing zero changes an answer.
  `create function answers_of_stock_insert_or_delete() returns trigger language plpgsql as $$
  begin
    perform notify_stale_answers(array(
      select distinct (select w.product_id from ware w where w.ware_id = c.ware_id) from changed c where c.quantity > 0));
    return null;
  end $$`,
  `create function answers_of_stock_update() returns trigger language plpgsql as $$
  begin
    perform notify_stale_answers(array(
      select distinct (select w.product_id from ware w where w.ware_id = c.ware_id)
      from changed c join previous b on b.ware_id = c.ware_id and b.shop_id = c.shop_id
      where (c.quantity > 0) <> (b.quantity > 0)));
    return null;
  end $$`,
  // Categories, brands, sports, kits and technologies show on many pages and in the menus: rare edits, everything goes.
  `create function answers_all_stale() returns trigger language plpgsql as $$
  begin
    perform pg_notify('answer_cache', '*');
    return null;
  end $$`,
];

/**
 * Cached answers (issue 16) learn what went stale from the database itself: every committed statement that
 * changes what a product page, a listing or a menu shows sends the answers' tags (application/cache/answerTags.ts)
 * on channel answer_cache, whichever process or tool wrote it. One notification per statement; PostgreSQL
 * delivers it at commit, to every listening process, and folds repeats within a transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Functions one statement each: their bodies hold semicolons at line ends, where executeScript would cut.
  for (const fn of FUNCTIONS) await sql.raw(fn).execute(db);
  for (const table of ['product', 'ware', 'product_review', 'product_question', 'kit_product', 'product_sport']) {
    await executeScript(
      db,
      `
      create trigger answer_cache_${table}_insert after insert on ${table}
        referencing new table as changed for each statement execute function answers_of_changed_products();
      create trigger answer_cache_${table}_update after update on ${table}
        referencing new table as changed for each statement execute function answers_of_changed_products();
      create trigger answer_cache_${table}_delete after delete on ${table}
        referencing old table as changed for each statement execute function answers_of_changed_products();
    `,
    );
  }
  await executeScript(
    db,
    `
    create trigger answer_cache_stock_insert after insert on stock
      referencing new table as changed for each statement execute function answers_of_stock_insert_or_delete();
    create trigger answer_cache_stock_delete after delete on stock
      referencing old table as changed for each statement execute function answers_of_stock_insert_or_delete();
    create trigger answer_cache_stock_update after update on stock
      referencing old table as previous new table as changed for each statement execute function answers_of_stock_update();
  `,
  );
  for (const table of ['category', 'brand', 'sport', 'kit', 'technology']) {
    await executeScript(
      db,
      `
      create trigger answer_cache_${table} after insert or update or delete or truncate on ${table}
        for each statement execute function answers_all_stale();
    `,
    );
  }
}
