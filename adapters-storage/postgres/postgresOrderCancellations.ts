import type { Kysely } from 'kysely';
import type { OrderCancellations } from '../../application/orders/cancelOrder';
import { ACTIVE_ORDER_STATUSES } from '../../domain/order/orderStatus';
import { giveBack, SPENDING_COLUMNS } from './orderRelease';
import type { Database } from './schema';

/** Customers cancelling their orders in PostgreSQL: one transaction per cancellation, queued on the order row. */
export function postgresOrderCancellations(db: Kysely<Database>): OrderCancellations {
  return {
    cancel: (customerId, orderNumber, details, now) =>
      db.transaction().execute(async (tx) => {
        // The row lock queues a second cancellation (and a payment being recorded) behind this one; it then reads CANCELLED.
        const order = await tx.selectFrom('customer_order').select(['status', ...SPENDING_COLUMNS])
          .where('order_number', '=', orderNumber).where('customer_id', '=', customerId)
          .forUpdate().executeTakeFirst();
        if (!order) return null;
        if (!ACTIVE_ORDER_STATUSES.includes(order.status)) return order.status;
        await tx.updateTable('customer_order')
          .set({ status: 'CANCELLED', cancelled_at: now, cancel_reason_code: details.cancelReasonCode, cancel_comment: details.comment || null, cancel_trouble_product: details.isTroubleProduct })
          .where('order_number', '=', orderNumber).execute();
        await giveBack(tx, orderNumber, order);
        return order.status;
      }),
  };
}
