import type { Kysely } from 'kysely';
import type { OrderRepository } from '../../application/orders/OrderRepository';
import { countActiveOrders } from './activeOrders';
import { readOrder } from './orderRows';
import { postgresPlaceOrder } from './postgresPlaceOrder';
import type { Database } from './schema';

/** Orders in PostgreSQL (customer_order, order_line, order_request of migration 0005). */
export function postgresOrderRepository(db: Kysely<Database>): OrderRepository {
  return {
    byNumber: (orderNumber) => readOrder(db, orderNumber),
    latestPaymentStatus: async (orderNumber) => {
      const latest = await db
        .selectFrom('payment')
        .select('status')
        .where('order_number', '=', orderNumber)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return latest?.status ?? null;
    },
    byRequest: async (ownerKey, idempotencyKey) => {
      const request = await db
        .selectFrom('order_request')
        .select('order_number')
        .where('owner_key', '=', ownerKey)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      return request ? readOrder(db, request.order_number) : undefined;
    },
    countActive: (buyer) => countActiveOrders(db, buyer),
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
      const rows = await db
        .selectFrom('ware as w')
        .innerJoin('product as p', 'p.product_id', 'w.product_id')
        .select(['w.ware_id', 'p.weight_grams'])
        .where('w.ware_id', 'in', [...wareIds])
        .execute();
      return new Map(rows.map((r) => [r.ware_id, r.weight_grams]));
    },
    place: postgresPlaceOrder(db),
  };
}
