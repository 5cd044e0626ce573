import { sql, type Kysely, type Selectable } from 'kysely';
import { SANDBOX_STATUSES, type SandboxAcquirerStore, type SandboxPayment } from '../../adapters-http/sandboxAcquirer/SandboxAcquirerStore';
import { decodeStored, oneOf } from '../storedValue';
import type { Database } from './schema';

/** sandbox_acquirer_notification.status: the state told, text without a check constraint. */
const StoredSandboxStatus = oneOf(SANDBOX_STATUSES, 'SandboxStatus');

function sandboxPayment(row: Selectable<Database['sandbox_acquirer_payment']>): SandboxPayment {
  return {
    paymentId: String(row.payment_id),
    terminalKey: row.terminal_key,
    orderId: row.order_id,
    amount: Number(row.amount),
    currency: row.currency,
    description: row.description,
    successUrl: row.success_url,
    failUrl: row.fail_url,
    notificationUrl: row.notification_url,
    status: row.status,
  };
}

/** The sandbox acquirer's tables (migration 0010). */
export function postgresSandboxAcquirerStore(db: Kysely<Database>): SandboxAcquirerStore {
  return {
    register: async (p) => {
      const row = await db
        .insertInto('sandbox_acquirer_payment')
        .values({
          terminal_key: p.terminalKey,
          order_id: p.orderId,
          amount: p.amount,
          currency: p.currency,
          description: p.description,
          success_url: p.successUrl,
          fail_url: p.failUrl,
          notification_url: p.notificationUrl,
          status: 'NEW',
        })
        .onConflict((oc) => oc.columns(['terminal_key', 'order_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ? sandboxPayment(row) : 'DUPLICATE_ORDER_ID';
    },
    find: async (paymentId) => {
      const row = await db.selectFrom('sandbox_acquirer_payment').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
      return row && sandboxPayment(row);
    },
    decide: (paymentId, status) =>
      db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('sandbox_acquirer_payment')
          .set({ status })
          .where('payment_id', '=', paymentId)
          .where('status', '=', 'NEW')
          .returningAll()
          .executeTakeFirst();
        if (changed) await trx.insertInto('sandbox_acquirer_notification').values({ payment_id: changed.payment_id, status }).execute();
        const row = changed ?? (await trx.selectFrom('sandbox_acquirer_payment').selectAll().where('payment_id', '=', paymentId).executeTakeFirst());
        return row && sandboxPayment(row);
      }),
    refund: (paymentId) =>
      db.transaction().execute(async (trx) => {
        const refunded = await trx
          .updateTable('sandbox_acquirer_payment')
          .set({ status: 'REFUNDED' })
          .where('payment_id', '=', paymentId)
          .where('status', '=', 'CONFIRMED')
          .returning('payment_id')
          .executeTakeFirst();
        if (refunded) await trx.insertInto('sandbox_acquirer_notification').values({ payment_id: refunded.payment_id, status: 'REFUNDED' }).execute();
        return refunded !== undefined;
      }),
    due: async (now, heldBackMs, limit) => {
      const rows = await db
        .selectFrom('sandbox_acquirer_notification as n')
        .innerJoin('sandbox_acquirer_payment as p', 'p.payment_id', 'n.payment_id')
        .selectAll('p')
        .select(['n.id as notification_id', 'n.attempts', 'n.status as notified_status'])
        .where('n.delivered_at', 'is', null)
        .where('n.next_attempt_at', '<=', now)
        .where('n.created_at', '<=', new Date(now.getTime() - heldBackMs))
        .orderBy('n.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: String(r.notification_id),
        attempts: r.attempts,
        payment: {
          ...sandboxPayment(r),
          status: decodeStored(StoredSandboxStatus, r.notified_status, `sandbox_acquirer_notification.status of notification ${r.notification_id}`),
        },
      }));
    },
    delivered: async (id, at) => {
      await db.updateTable('sandbox_acquirer_notification').set({ delivered_at: at }).where('id', '=', id).execute();
    },
    retryLater: async (id, at) => {
      await db.updateTable('sandbox_acquirer_notification').set({ attempts: sql`attempts + 1`, next_attempt_at: at }).where('id', '=', id).execute();
    },
  };
}
