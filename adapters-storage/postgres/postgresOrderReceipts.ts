import { sql, type Kysely } from 'kysely';
import type { OrderReceipts } from '../../application/returns/ReturnRepository';
import type { Database } from './schema';

/**
 * Orders handed to their customers, recorded under the order row's lock (a cancellation racing it queues), with
 * the customer's level then, which sets the bonus percent (docs/profile.md «Bonuses»).
 */
export function postgresOrderReceipts(db: Kysely<Database>): OrderReceipts {
  return {
    receive: (orderNumber, now) =>
      db.transaction().execute(async (tx) => {
        const order = await tx.selectFrom('customer_order').select('status').where('order_number', '=', orderNumber).forUpdate().executeTakeFirst();
        if (!order) return null;
        if (order.status === 'CREATED' || order.status === 'PAID') {
          await tx
            .updateTable('customer_order')
            .set({
              status: 'RECEIVED',
              received_at: now,
              received_level: sql<string | null>`(select level from customer where id = customer_order.customer_id)`,
            })
            .where('order_number', '=', orderNumber)
            .execute();
        }
        return order.status;
      }),
  };
}
