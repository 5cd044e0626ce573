import { sql, type Kysely } from 'kysely';

/**
 * The demo shops and pickup points were seeded under a competitor's name («Спортмастер ТЦ Европейский»);
 * the seed runs once per database, so a database seeded before the rename gets the new names here, once.
 * Only names holding that word change: a shop added or renamed by an operator keeps its name.
 */
export async function renameDemoShops(db: Kysely<any>): Promise<void> {
  await sql`update shop set name = replace(name, 'Спортмастер', 'Спорт·Маркет') where name like '%Спортмастер%'`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await renameDemoShops(db);
}
