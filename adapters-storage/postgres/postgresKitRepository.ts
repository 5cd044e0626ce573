import { sql, type Kysely } from 'kysely';
import type { KitRecord, KitRepository } from '../../application/catalogue/KitRepository';
import type { Database } from './schema';

/** Kits in tables kit and kit_product (migration 0011); a kit's category is its sport. */
export function postgresKitRepository(db: Kysely<Database>): KitRepository {
  const kits = () =>
    db
      .selectFrom('kit as k')
      .innerJoin('sport as s', 's.id', 'k.sport_id')
      .select(['k.id', 'k.name', 's.id as sport_id', 's.name as sport_name'])
      .select(sql<string[]>`array(select kp.product_id from kit_product kp where kp.kit_id = k.id order by kp.position)`.as('product_ids'))
      .orderBy('k.position')
      .orderBy('k.id');
  const toRecord = (r: { id: string; name: string; sport_id: string; sport_name: string; product_ids: string[] }): KitRecord => ({
    id: r.id,
    name: r.name,
    category: { id: r.sport_id, name: r.sport_name },
    productIds: r.product_ids,
  });

  return {
    find: async (filter, limit) => {
      let query = kits();
      const { productIds, categoryId } = filter;
      if (productIds !== undefined) {
        if (productIds.length === 0) return [];
        query = query.where((eb) =>
          eb.exists(eb.selectFrom('kit_product as m').select('m.kit_id').whereRef('m.kit_id', '=', 'k.id').where('m.product_id', 'in', productIds)),
        );
      }
      if (categoryId !== undefined) query = query.where('k.sport_id', '=', categoryId);
      if (filter.kitId !== undefined) query = query.where('k.id', '=', filter.kitId);
      return (await query.limit(limit).execute()).map(toRecord);
    },
    byId: async (kitId) => {
      const row = await kits().where('k.id', '=', kitId).executeTakeFirst();
      return row && toRecord(row);
    },
    categories: async () =>
      (
        await db
          .selectFrom('kit as k')
          .innerJoin('sport as s', 's.id', 'k.sport_id')
          .select(['s.id', 's.name', (eb) => eb.fn.countAll<number>().as('kit_count')])
          .groupBy(['s.id', 's.name'])
          .orderBy('s.name')
          .execute()
      ).map((r) => ({ id: r.id, name: r.name, kitCount: Number(r.kit_count) })),
  };
}
