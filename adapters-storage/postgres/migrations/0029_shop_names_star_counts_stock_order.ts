import { sql, type Kysely } from 'kysely';
import { executeScript } from '../executeScript';
import { createTermTriggerFunctions } from '../searchTermTriggers';

/**
 * The demo shops and pickup points were seeded under a competitor's name («Спортмастер ТЦ Европейский»);
 * the seed runs once per database, so a database seeded before the rename gets the new names here, once.
 * Only names holding that word change: a shop added or renamed by an operator keeps its name.
 */
export async function renameDemoShops(db: Kysely<any>): Promise<void> {
  await sql`update shop set name = replace(name, 'Спортмастер', 'Спорт·Маркет') where name like '%Спортмастер%'`.execute(db);
}

/**
 * The number of ratings per star (index 1 = one star … 5), for the product page's distribution; rating and
 * reviews_count stay the average and the number of ratings. Ratings stored before carry only those two, so
 * they are spread over the two whole stars around the average, which keeps both exactly.
 */
async function addStarCounts(db: Kysely<any>): Promise<void> {
  await sql`alter table product add column rating_counts int[] not null default '{0,0,0,0,0}'
    check (array_length(rating_counts, 1) = 5 and 0 <= all (rating_counts))`.execute(db);
  await spreadStoredRatings(db);
}

/** Stars for the products rated before they were counted per star (all at 0): the two around the average. */
export async function spreadStoredRatings(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    `
    update product p set rating_counts = array(
      select case when s = f.low then p.reviews_count - f.high_n when s = f.low + 1 then f.high_n else 0 end
      from generate_series(1, 5) s order by s)
    from product q cross join lateral (
      select least(4, floor(round(q.rating * q.reviews_count) / q.reviews_count))::int as low,
        (round(q.rating * q.reviews_count) - least(4, floor(round(q.rating * q.reviews_count) / q.reviews_count)) * q.reviews_count)::int as high_n
    ) f
    where q.product_id = p.product_id and p.reviews_count > 0 and p.rating_counts = '{0,0,0,0,0}';
  `,
  );
}

/**
 * Sold-out goods come after the available ones in every listing (issue 14). The one-word searches read their
 * page from the postings' index, so the postings carry the product's availability and the index leads with it;
 * the trigger functions are made again from the SQL that now writes it.
 */
export async function orderPostingsByStock(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    `
    alter table search_posting add column if not exists in_stock boolean not null default true;
    update search_posting p set in_stock = false from product_search ps where ps.product_id = p.product_id and not ps.in_stock;
    drop index search_posting_order_idx;
    create index search_posting_order_idx on search_posting (lexeme, in_stock desc, rank desc, popularity desc, product_id);
  `,
  );
  await createTermTriggerFunctions(db);
  await sql`analyze search_posting`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await renameDemoShops(db);
  await addStarCounts(db);
  await orderPostingsByStock(db);
}
