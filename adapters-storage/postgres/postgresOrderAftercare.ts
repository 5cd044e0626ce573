import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import type { OrderAftercare } from '../../application/orders/OrderAftercare';
import type { Database } from './schema';

/** A customer's requests about a placed order in PostgreSQL: each locks the order row first, as cancellations and payments do. */
export function postgresOrderAftercare(db: Kysely<Database>): OrderAftercare {
  const lockedOrder = (tx: Kysely<Database>, customerId: string, orderNumber: string) =>
    tx
      .selectFrom('customer_order')
      .select(['status', 'obtaining_type', 'created_at', 'paid_at', 'keeping_prolongations'])
      .where('order_number', '=', orderNumber)
      .where('customer_id', '=', customerId)
      .forUpdate()
      .executeTakeFirst();
  return {
    prolongKeeping: (customerId, orderNumber, decide) =>
      db.transaction().execute(async (tx) => {
        const row = await lockedOrder(tx, customerId, orderNumber);
        if (!row) return null;
        const decided = decide({
          status: row.status,
          obtainingType: row.obtaining_type,
          readySince: row.status === 'PAID' ? row.paid_at : row.created_at,
          prolongations: row.keeping_prolongations,
        });
        if (E.isRight(decided)) {
          await tx.updateTable('customer_order').set({ keeping_prolongations: decided.right.prolongations }).where('order_number', '=', orderNumber).execute();
        }
        return decided;
      }),
    recordEditRequest: (customerId, orderNumber, reasonCode, accepts, now) =>
      db.transaction().execute(async (tx) => {
        const row = await lockedOrder(tx, customerId, orderNumber);
        if (!row) return null;
        if (accepts(row.status)) {
          await tx
            .insertInto('order_edit_request')
            .values({ order_number: orderNumber, reason_code: reasonCode, created_at: now })
            .onConflict((oc) => oc.columns(['order_number', 'reason_code']).doNothing())
            .execute();
        }
        return row.status;
      }),
  };
}
