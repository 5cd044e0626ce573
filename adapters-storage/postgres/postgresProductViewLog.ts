import { sql, type Kysely } from 'kysely';
import type { ProductViewLog } from '../../application/catalogue/recordProductView';
import type { Database } from './schema';

/** Product views in table recently_viewed (migrations 0002, 0020): one row per owner and product, the latest time and order. */
export function postgresProductViewLog(db: Kysely<Database>): ProductViewLog {
  return {
    record: async (ownerKey, productId) => {
      await db
        .insertInto('recently_viewed')
        .values({ owner_key: ownerKey, product_id: productId })
        .onConflict((oc) => oc.columns(['owner_key', 'product_id']).doUpdateSet({ viewed_at: sql`now()`, view_order: sql`nextval('recently_viewed_order')` }))
        .execute();
    },
    latest: async (ownerKey, limit) => {
      const rows = await db
        .selectFrom('recently_viewed')
        .select('product_id')
        .where('owner_key', '=', ownerKey)
        .orderBy('view_order', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => r.product_id);
    },
    adopt: async (fromOwnerKey, toOwnerKey) => {
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('recently_viewed')
          .columns(['owner_key', 'product_id', 'viewed_at', 'view_order'])
          .expression((eb) =>
            eb
              .selectFrom('recently_viewed')
              .select([sql<string>`${toOwnerKey}::text`.as('owner_key'), 'product_id', 'viewed_at', 'view_order'])
              .where('owner_key', '=', fromOwnerKey),
          )
          .onConflict((oc) =>
            oc.columns(['owner_key', 'product_id']).doUpdateSet({
              viewed_at: sql`greatest(recently_viewed.viewed_at, excluded.viewed_at)`,
              view_order: sql`greatest(recently_viewed.view_order, excluded.view_order)`,
            }),
          )
          .execute();
        await tx.deleteFrom('recently_viewed').where('owner_key', '=', fromOwnerKey).execute();
      });
    },
  };
}
