import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReturnableOrder, ReturnPoint } from '../../application/returns/ReturnRepository';
import { WITHDRAWN_RETURN_STATUSES } from '../../domain/returns/returnStatus';
import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The customer's order as a return sees it: lines summed per size over the shops they came from, with the units
 * returns not withdrawn took. With `lock`, the order row is locked first, which queues parallel filings.
 */
export async function readReturnableOrder(db: Db, customerId: string, orderNumber: string, lock = false): Promise<ReturnableOrder | null> {
  let query = db
    .selectFrom('customer_order')
    .select(['order_number', 'status', 'received_at', 'currency'])
    .where('order_number', '=', orderNumber)
    .where('customer_id', '=', customerId);
  if (lock) query = query.forUpdate();
  const order = await query.executeTakeFirst();
  if (!order) return null;
  const lines = await db
    .selectFrom('order_line as ol')
    .innerJoin('product as p', 'p.product_id', 'ol.product_id')
    .innerJoin('ware as w', 'w.ware_id', 'ol.ware_id')
    .select((eb) => [
      'ol.ware_id',
      'ol.product_id',
      'p.name',
      'w.size',
      sql<string>`sum(ol.quantity)`.as('bought'),
      sql<string>`max(ol.price)`.as('price'),
      eb
        .selectFrom('order_return_line as rl')
        .innerJoin('order_return as r', 'r.id', 'rl.return_id')
        .select(sql<string>`coalesce(sum(rl.quantity), 0)`.as('n'))
        .where('r.order_number', '=', orderNumber)
        .whereRef('rl.ware_id', '=', 'ol.ware_id')
        .where('r.status', 'not in', [...WITHDRAWN_RETURN_STATUSES])
        .as('returned'),
    ])
    .where('ol.order_number', '=', orderNumber)
    .groupBy(['ol.ware_id', 'ol.product_id', 'p.name', 'w.size', 'w.position'])
    .orderBy('ol.product_id')
    .orderBy('w.position')
    .execute();
  return {
    orderNumber,
    status: order.status,
    receivedAt: order.received_at,
    currency: order.currency,
    lines: lines.map((l) => ({
      wareId: l.ware_id,
      productId: l.product_id,
      name: l.name,
      size: l.size,
      bought: Number(l.bought),
      returned: Number(l.returned ?? 0),
      price: l.price,
    })),
  };
}

/** Draft ids are uuids: anything else cannot be one (and would make PostgreSQL refuse the query). */
export const isCartId = (id: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Shops that take returns (null accepts_returns: shops do, pickup points do not). */
export const acceptsReturns = sql<boolean>`coalesce(shop.accepts_returns, shop.kind = 'SHOP')`;

/** A shop row as a return point. */
export const returnPoint = (r: { shop_number: string; name: string; address: string; lat: number; lon: number; opening_hours: string }): ReturnPoint => ({
  shopNumber: r.shop_number,
  name: r.name,
  address: r.address,
  lat: r.lat,
  lon: r.lon,
  openingHours: r.opening_hours,
});
export const RETURN_POINT_COLUMNS = ['shop.shop_number', 'shop.name', 'shop.address', 'shop.lat', 'shop.lon', 'shop.opening_hours'] as const;
