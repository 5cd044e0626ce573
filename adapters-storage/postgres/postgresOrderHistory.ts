import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import type { OrderHistory } from '../../application/orders/listOrders';
import { isCurrencyCode } from '../../domain/money/currency';
import { decodeStored } from '../storedValue';
import type { Database } from './schema';
import { StoredOrderShipment } from './storedOrder';

/** A customer's orders in PostgreSQL, newest first (index customer_order_customer_idx of migration 0005). */
export function postgresOrderHistory(db: Kysely<Database>): OrderHistory {
  return {
    page: async (customerId, offset, limit, productsPerOrder) => {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('customer_order')
          .select(['order_number', 'status', 'created_at', 'received_at', 'shipment', 'currency', 'total_cost', 'amount_to_pay'])
          .where('customer_id', '=', customerId)
          .orderBy('created_at', 'desc')
          .orderBy('order_number', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('customer_order')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow(),
      ]);
      // Products in the order the order's lines are read elsewhere (readOrder: by ware), units of all shops summed.
      const products =
        rows.length === 0
          ? []
          : await db
              .selectFrom('order_line')
              .select((eb) => ['order_number', 'product_id', eb.fn.sum<string>('quantity').as('units'), eb.fn.min('ware_id').as('first_ware')])
              .where(
                'order_number',
                'in',
                rows.map((r) => r.order_number),
              )
              .groupBy(['order_number', 'product_id'])
              .orderBy('order_number')
              .orderBy('first_ware')
              .execute();
      return {
        total: Number(count.n),
        orders: rows.map((row) => {
          const own = products.filter((p) => p.order_number === row.order_number);
          return {
            orderNumber: row.order_number,
            status: row.status,
            createdAt: new Date(row.created_at),
            receivedAt: row.received_at && new Date(row.received_at),
            shipment: decodeStored(StoredOrderShipment, row.shipment, `customer_order.shipment of order ${row.order_number}`),
            currency: isCurrencyCode(row.currency) ? row.currency : 'RUB',
            totalCost: new Decimal(row.total_cost),
            amountToPay: new Decimal(row.amount_to_pay),
            itemCount: own.reduce((n, p) => n + Number(p.units), 0),
            productIds: own.slice(0, productsPerOrder).map((p) => p.product_id),
          };
        }),
      };
    },
  };
}
