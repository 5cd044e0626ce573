import type { Kysely, Transaction } from 'kysely';
import type { PendingPayments } from '../../application/payment/supersedePendingPayments';
import { amountChangeVerdict } from '../../domain/payment/paymentSupersession';
import { Rollback } from './orderSpending';
import { paymentRecord } from './paymentAttempts';
import type { Database } from './schema';

/** An order's pending payment attempts, oldest first. */
export function postgresPendingPayments(db: Kysely<Database>): PendingPayments {
  return {
    pendingOf: async (orderNumber) =>
      (
        await db
          .selectFrom('payment')
          .selectAll()
          .where('order_number', '=', orderNumber)
          .where('status', '=', 'PENDING')
          .orderBy('created_at')
          .orderBy('id')
          .execute()
      ).map((row) => paymentRecord(row, orderNumber)),
  };
}

/**
 * Inside a transaction that changes an order's amount, after its row is locked (the order row before its
 * payments, as applyReport takes them): refuses while an attempt registered at the acquirer is pending
 * (PAYMENT_IN_PROGRESS) and supersedes, CANCELLED, the pending ones the acquirer never answered.
 */
export async function supersedeUnregisteredPayments(tx: Transaction<Database>, orderNumber: string): Promise<void> {
  const pending = await tx
    .selectFrom('payment')
    .select(['id', 'status', 'provider_payment_id'])
    .where('order_number', '=', orderNumber)
    .where('status', '=', 'PENDING')
    .orderBy('id')
    .forUpdate()
    .execute();
  const verdict = amountChangeVerdict(pending.map((p) => ({ status: p.status, registered: p.provider_payment_id !== null })));
  if (verdict._tag === 'PAYMENT_IN_PROGRESS') throw new Rollback({ _tag: 'PAYMENT_IN_PROGRESS' });
  const ids = verdict.supersede.map((i) => pending[i]!.id);
  if (ids.length > 0) await tx.updateTable('payment').set({ status: 'CANCELLED', updated_at: new Date() }).where('id', 'in', ids).execute();
}
