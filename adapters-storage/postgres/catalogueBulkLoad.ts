import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { indexProducts, indexWords } from './productSearchIndexSql';

/** The statement-level triggers of migration 0002 that index products as they, their sizes and stock are written. */
const INDEXING_TRIGGERS = [
  ['product', 'product_search_product_insert'],
  ['ware', 'product_search_ware_insert'],
  ['stock', 'product_search_stock_insert'],
  ['stock', 'product_search_stock_update'],
] as const;

async function setTriggers(tx: Kysely<Database>, state: 'enable' | 'disable'): Promise<void> {
  for (const [table, trigger] of INDEXING_TRIGGERS) await sql.raw(`alter table ${table} ${state} trigger ${trigger}`).execute(tx);
}

/**
 * Loads a catalogue inside the caller's transaction without indexing it row batch by row batch: the
 * triggers would rewrite each product_search row once per statement that touches the product
 * (product, sizes, stock) and grow the vocabulary by upserts. Instead the search tables are built once
 * from the loaded tables with the triggers' own SQL, then analyzed. The triggers are off only inside
 * this transaction; they index every later change as before.
 */
export async function bulkLoadCatalogue(tx: Kysely<Database>, load: () => Promise<void>): Promise<void> {
  await setTriggers(tx, 'disable');
  await load();
  // Statistics first: without them the per-product lookups of sizes and stock may be planned as scans.
  await sql`analyze product, ware, stock`.execute(tx);
  await rebuildSearchIndex(tx);
  await setTriggers(tx, 'enable');
  await sql`analyze`.execute(tx);
}

/** Builds the search tables again from the whole catalogue (the bulk load's step; `npm run bench:reindex` times it). */
export async function rebuildSearchIndex(tx: Kysely<Database>): Promise<void> {
  // Inserting product_search fires the per-word triggers of migration 0014 once, over every product.
  await sql`truncate product_search, search_vocabulary, search_posting, search_term_facet, search_term_price, category_brand_count`.execute(tx);
  await sql.raw(indexProducts('product')).execute(tx);
  await sql.raw(indexWords('product')).execute(tx);
}

/**
 * Settles the freshly loaded catalogue tables (outside any transaction, as VACUUM requires). The search
 * rows are put in category order: a word's matches mostly share categories («кроссовки» is the shoe
 * leaves), so a broad search reads 600 pages instead of 3,000 (heap scan 23 → 10–14 ms at 100k
 * products). Stock changes rewrite rows elsewhere over time; a CLUSTER now and then restores the order.
 * The vacuum sets visibility maps and hint bits once, instead of the first searches paying for them
 * on every row they read (a 100k search page was twice as slow before).
 */
export async function settleCatalogue(db: Kysely<Database>): Promise<void> {
  await sql`cluster product_search using product_search_category_brand_idx`.execute(db);
  await sql`vacuum (analyze) product_search, search_vocabulary, search_posting, search_term_facet, search_term_price, category_brand_count, product, ware, stock`.execute(
    db,
  );
}
