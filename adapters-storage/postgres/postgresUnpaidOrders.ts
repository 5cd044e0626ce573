import type { Kysely } from 'kysely';
import type { UnpaidOrders } from '../../application/orders/releaseExpiredOrders';
import { giveBack, SPENDING_COLUMNS } from './orderRelease';
import type { Database } from './schema';

/** Orders awaiting payment in PostgreSQL; cancelling one gives back all it spent in the same transaction. */
export function postgresUnpaidOrders(db: Kysely<Database>): UnpaidOrders {
  return {
    awaitingSince: async (before) =>
      (
        await db
          .selectFrom('customer_order')
          .select('order_number')
          .where('status', '=', 'AWAITING_PAYMENT')
          .where('created_at', '<', before)
          .orderBy('created_at')
          .execute()
      ).map((r) => r.order_number),

    cancelUnpaid: (orderNumber, now) =>
      db.transaction().execute(async (tx) => {
        // Only an order still awaiting payment is cancelled; the row lock makes a payment recorded meanwhile win or wait.
        const order = await tx
          .updateTable('customer_order')
          .set({ status: 'CANCELLED', cancelled_at: now })
          .where('order_number', '=', orderNumber)
          .where('status', '=', 'AWAITING_PAYMENT')
          .returning(SPENDING_COLUMNS)
          .executeTakeFirst();
        if (!order) return false;
        await giveBack(tx, orderNumber, order);
        return true;
      }),
  };
}
