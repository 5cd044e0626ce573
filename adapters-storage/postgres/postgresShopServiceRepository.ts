import Decimal from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { ShopServiceRecord, ShopServiceRepository } from '../../application/shopServices/ShopServiceRepository';
import type { Database } from './schema';

/** Workshop services in the tables of migration 0024. */
export function postgresShopServiceRepository(db: Kysely<Database>): ShopServiceRepository {
  const services = () =>
    db
      .selectFrom('shop_service as v')
      .innerJoin('service_subcategory as s', 's.id', 'v.subcategory_id')
      .innerJoin('service_category as c', 'c.id', 's.category_id')
      .select([
        'v.id',
        'v.name',
        'v.description',
        'v.duration_minutes',
        'v.base_price',
        's.id as sub_id',
        's.name as sub_name',
        'c.id as cat_id',
        'c.name as cat_name',
      ])
      .select(
        sql<
          { city_id: string; price: string }[]
        >`coalesce((select json_agg(json_build_object('city_id', p.city_id, 'price', p.price::text)) from shop_service_price p where p.service_id = v.id), '[]'::json)`.as(
          'prices',
        ),
      )
      .select(
        sql<
          string[]
        >`array(select sh.shop_number from shop_service_shop x join shop sh on sh.id = x.shop_id where x.service_id = v.id order by sh.shop_number)`.as(
          'shop_numbers',
        ),
      )
      .orderBy('v.position')
      .orderBy('v.id');
  type Row = Awaited<ReturnType<ReturnType<typeof services>['execute']>>[number];
  const toRecord = (r: Row): ShopServiceRecord => ({
    id: r.id,
    name: r.name,
    description: r.description,
    durationMinutes: r.duration_minutes,
    category: { id: r.cat_id, name: r.cat_name },
    subcategory: { id: r.sub_id, name: r.sub_name },
    pricing: { basePrice: new Decimal(r.base_price), cityPrices: Object.fromEntries(r.prices.map((p) => [p.city_id, new Decimal(p.price)])) },
    shopNumbers: r.shop_numbers,
  });
  const countOf = (r: { service_count: string | number | bigint }) => Number(r.service_count);

  return {
    categoriesInShops: async (shopNumbers) => {
      if (shopNumbers.length === 0) return [];
      const rows = await db
        .selectFrom('service_category as c')
        .innerJoin('service_subcategory as s', 's.category_id', 'c.id')
        .innerJoin('shop_service as v', 'v.subcategory_id', 's.id')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('shop_service_shop as x')
              .innerJoin('shop as sh', 'sh.id', 'x.shop_id')
              .select('x.service_id')
              .whereRef('x.service_id', '=', 'v.id')
              .where('sh.shop_number', 'in', shopNumbers),
          ),
        )
        .select(['c.id', 'c.name', 'c.position', (eb) => eb.fn.count<string>('v.id').distinct().as('service_count')])
        .groupBy(['c.id', 'c.name', 'c.position'])
        .orderBy('c.position')
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name, serviceCount: countOf(r) }));
    },
    subcategories: async (categoryId) => {
      const category = await db.selectFrom('service_category').select(['id', 'name']).where('id', '=', categoryId).executeTakeFirst();
      if (!category) return undefined;
      const rows = await db
        .selectFrom('service_subcategory as s')
        .leftJoin('shop_service as v', 'v.subcategory_id', 's.id')
        .select(['s.id', 's.name', 's.position', (eb) => eb.fn.count<string>('v.id').as('service_count')])
        .where('s.category_id', '=', categoryId)
        .groupBy(['s.id', 's.name', 's.position'])
        .orderBy('s.position')
        .execute();
      return { category, subcategories: rows.map((r) => ({ id: r.id, name: r.name, serviceCount: countOf(r) })) };
    },
    inSubcategory: async (subcategoryId) => {
      const sub = await db
        .selectFrom('service_subcategory as s')
        .innerJoin('service_category as c', 'c.id', 's.category_id')
        .select(['s.id', 's.name', 'c.id as cat_id', 'c.name as cat_name'])
        .where('s.id', '=', subcategoryId)
        .executeTakeFirst();
      if (!sub) return undefined;
      const rows = await services().where('v.subcategory_id', '=', subcategoryId).execute();
      return { category: { id: sub.cat_id, name: sub.cat_name }, subcategory: { id: sub.id, name: sub.name }, services: rows.map(toRecord) };
    },
    byId: async (serviceId) => {
      const row = await services().where('v.id', '=', serviceId).executeTakeFirst();
      return row && toRecord(row);
    },
  };
}
