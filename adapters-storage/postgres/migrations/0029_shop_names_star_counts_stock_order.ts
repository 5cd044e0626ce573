import { sql, type Kysely } from 'kysely';
import { executeScript } from '../executeScript';

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
  await executeScript(db, `
    update product p set rating_counts = array(
      select case when s = f.low then p.reviews_count - f.high_n when s = f.low + 1 then f.high_n else 0 end
      from generate_series(1, 5) s order by s)
    from product q cross join lateral (
      select least(4, floor(round(q.rating * q.reviews_count) / q.reviews_count))::int as low,
        (round(q.rating * q.reviews_count) - least(4, floor(round(q.rating * q.reviews_count) / q.reviews_count)) * q.reviews_count)::int as high_n
    ) f
    where q.product_id = p.product_id and p.reviews_count > 0 and p.rating_counts = '{0,0,0,0,0}';
  `);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await renameDemoShops(db);
  await addStarCounts(db);
}
