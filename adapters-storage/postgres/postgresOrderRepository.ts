import { sql, type Kysely } from 'kysely';
import type { OrderRepository } from '../../application/orders/OrderRepository';
import { ACTIVE_ORDER_STATUSES } from '../../domain/order/orderStatus';
import { readOrder } from './orderRows';
import { postgresPlaceOrder } from './postgresPlaceOrder';
import type { Database } from './schema';

/** Orders in PostgreSQL (customer_order, order_line, order_request of migration 0005). */
export function postgresOrderRepository(db: Kysely<Database>): OrderRepository {
  return {
    byNumber: (orderNumber) => readOrder(db, orderNumber),
    byRequest: async (ownerKey, idempotencyKey) => {
      const request = await db.selectFrom('order_request').select('order_number').where('owner_key', '=', ownerKey).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
      return request ? readOrder(db, request.order_number) : undefined;
    },
    countActive: async ({ customerId, phone }) => {
      const { n } = await db
        .selectFrom('customer_order')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', 'in', [...ACTIVE_ORDER_STATUSES])
        .where((eb) => (customerId ? eb('customer_id', '=', customerId) : eb.and([eb('customer_id', 'is', null), eb(sql`contacts -> 'owner' ->> 'phone'`, '=', phone)])))
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    handOverPoint: async (pointId) => {
      const shop = await db
        .selectFrom('shop')
        .select(['id as shopId', 'shop_number as shopNumber', 'kind', 'name', 'address', 'city_id as cityId', 'lat', 'lon'])
        .where('shop_number', '=', pointId)
        .executeTakeFirst();
      return shop;
    },
    weights: async (wareIds) => {
      if (wareIds.length === 0) return new Map();
      const rows = await db.selectFrom('ware as w').innerJoin('product as p', 'p.product_id', 'w.product_id').select(['w.ware_id', 'p.weight_grams']).where('w.ware_id', 'in', [...wareIds]).execute();
      return new Map(rows.map((r) => [r.ware_id, r.weight_grams]));
    },
    place: postgresPlaceOrder(db),
  };
}
