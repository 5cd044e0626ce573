import type { Kysely } from 'kysely';
import type { ComparisonRepository } from '../../application/catalogue/ComparisonRepository';
import type { Database } from './schema';

/** Compared products in table comparison_item (migration 0002). */
export function postgresComparisonRepository(db: Kysely<Database>): ComparisonRepository {
  return {
    productIds: async (ownerKey) =>
      (await db.selectFrom('comparison_item').select('product_id').where('owner_key', '=', ownerKey).orderBy('added_at').orderBy('product_id').execute()).map(
        (r) => r.product_id,
      ),
    add: async (ownerKey, productId) => {
      await db
        .insertInto('comparison_item')
        .values({ owner_key: ownerKey, product_id: productId })
        .onConflict((oc) => oc.columns(['owner_key', 'product_id']).doNothing())
        .execute();
    },
    remove: async (ownerKey, productIds) => {
      if (productIds.length === 0) return 0;
      const result = await db
        .deleteFrom('comparison_item')
        .where('owner_key', '=', ownerKey)
        .where('product_id', 'in', [...productIds])
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
