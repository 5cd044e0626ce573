import type { Kysely } from 'kysely';
import type { OrderReceipts } from '../../application/returns/ReturnRepository';
import type { Database } from './schema';

/** Orders handed to their customers, recorded under the order row's lock (a cancellation racing it queues). */
export function postgresOrderReceipts(db: Kysely<Database>): OrderReceipts {
  return {
    receive: (orderNumber, now) =>
      db.transaction().execute(async (tx) => {
        const order = await tx.selectFrom('customer_order').select('status').where('order_number', '=', orderNumber).forUpdate().executeTakeFirst();
        if (!order) return null;
        if (order.status === 'CREATED' || order.status === 'PAID') {
          await tx.updateTable('customer_order').set({ status: 'RECEIVED', received_at: now }).where('order_number', '=', orderNumber).execute();
        }
        return order.status;
      }),
  };
}
