import type { Kysely } from 'kysely';
import type { FavoriteSportRepository } from '../../application/profile/FavoriteSportRepository';
import type { Database } from './schema';

/** The favourite sport per customer (customer_favorite_sport); erased with the profile (postgresProfileEraser.ts). */
export function postgresFavoriteSports(db: Kysely<Database>): FavoriteSportRepository {
  return {
    favoriteOf: async (customerId) =>
      (await db.selectFrom('customer_favorite_sport').select('sport_id').where('customer_id', '=', customerId).executeTakeFirst())?.sport_id ?? null,
    choose: async (customerId, sportId) => {
      await db
        .insertInto('customer_favorite_sport')
        .values({ customer_id: customerId, sport_id: sportId })
        .onConflict((oc) => oc.column('customer_id').doUpdateSet({ sport_id: sportId, updated_at: new Date() }))
        .execute();
    },
  };
}
