import type { Kysely, Transaction } from 'kysely';
import type { CancelDetails, OrderCancellations, RefundClaim } from '../../application/orders/OrderCancellations';
import { cancelRefunds, REFUND_CLAIM_MS } from '../../domain/order/orderCancellation';
import { ACTIVE_ORDER_STATUSES } from '../../domain/order/orderStatus';
import { giveBack, SPENDING_COLUMNS } from './orderRelease';
import type { Database } from './schema';

const cancelled = (details: { readonly cancelReasonCode: string; readonly comment: string; readonly isTroubleProduct: boolean }, now: Date) => ({
  status: 'CANCELLED' as const,
  cancelled_at: now,
  cancel_reason_code: details.cancelReasonCode,
  cancel_comment: details.comment || null,
  cancel_trouble_product: details.isTroubleProduct,
});

/** The order's paid acquirer payment, as a refund needs it. */
async function paidPayment(tx: Transaction<Database>, orderNumber: string) {
  return tx
    .selectFrom('payment')
    .select(['id', 'provider', 'provider_payment_id'])
    .where('order_number', '=', orderNumber)
    .where('status', '=', 'SUCCEEDED')
    .where('provider_payment_id', 'is not', null)
    .executeTakeFirst();
}

/** Claims a paid order's refund: a new one, or a pending one whose claim ran out; undefined while another holds it. */
async function claimRefund(tx: Transaction<Database>, orderNumber: string, paymentId: string, details: CancelDetails, now: Date) {
  const until = new Date(now.getTime() + REFUND_CLAIM_MS);
  return tx
    .insertInto('order_refund')
    .values({
      order_number: orderNumber,
      payment_id: paymentId,
      status: 'PENDING',
      cancel_reason_code: details.cancelReasonCode,
      cancel_comment: details.comment || null,
      cancel_trouble_product: details.isTroubleProduct,
      claimed_until: until,
      created_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('order_number')
        .doUpdateSet({ claimed_until: until })
        .where('order_refund.status', '=', 'PENDING')
        .where('order_refund.claimed_until', '<=', now),
    )
    .returning('order_number')
    .executeTakeFirst();
}

/**
 * Customers cancelling their orders in PostgreSQL (docs/orders.md): one transaction per step, each first locking the
 * order row, so cancellations, refunds, payment reports and the release of unpaid orders queue behind one another.
 */
export function postgresOrderCancellations(db: Kysely<Database>): OrderCancellations {
  return {
    cancel: (customerId, orderNumber, details, now) =>
      db.transaction().execute(async (tx) => {
        // The row lock queues a second cancellation (and a payment being recorded) behind this one; it then reads CANCELLED.
        const order = await tx
          .selectFrom('customer_order')
          .select(['status', ...SPENDING_COLUMNS])
          .where('order_number', '=', orderNumber)
          .where('customer_id', '=', customerId)
          .forUpdate()
          .executeTakeFirst();
        if (!order) return null;
        if (cancelRefunds(order.status)) {
          const payment = await paidPayment(tx, orderNumber);
          if (!payment) return { status: order.status, refund: 'NO_PAYMENT' as const };
          const claimed = await claimRefund(tx, orderNumber, payment.id, details, now);
          return {
            status: order.status,
            refund: claimed ? { orderNumber, provider: payment.provider, providerPaymentId: payment.provider_payment_id! } : ('IN_PROGRESS' as const),
          };
        }
        if (!ACTIVE_ORDER_STATUSES.includes(order.status)) return { status: order.status };
        await tx.updateTable('customer_order').set(cancelled(details, now)).where('order_number', '=', orderNumber).execute();
        await giveBack(tx, orderNumber, order);
        return { status: order.status };
      }),
    refunded: (orderNumber, now) =>
      db.transaction().execute(async (tx) => {
        const order = await tx
          .selectFrom('customer_order')
          .select(['status', ...SPENDING_COLUMNS])
          .where('order_number', '=', orderNumber)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const refund = await tx
          .updateTable('order_refund')
          .set({ status: 'DONE', refunded_at: now })
          .where('order_number', '=', orderNumber)
          .where('status', '=', 'PENDING')
          .returningAll()
          .executeTakeFirst();
        // Only the step that ends the pending refund cancels the order and gives back what it took.
        if (!refund || !cancelRefunds(order.status)) return;
        await tx
          .updateTable('customer_order')
          .set(
            cancelled(
              { cancelReasonCode: refund.cancel_reason_code, comment: refund.cancel_comment ?? '', isTroubleProduct: refund.cancel_trouble_product },
              now,
            ),
          )
          .where('order_number', '=', orderNumber)
          .execute();
        await giveBack(tx, orderNumber, order);
      }),
    refundRefused: async (orderNumber) => {
      await db.deleteFrom('order_refund').where('order_number', '=', orderNumber).where('status', '=', 'PENDING').execute();
    },
    claimStaleRefunds: async (now, limit) => {
      const until = new Date(now.getTime() + REFUND_CLAIM_MS);
      // SKIP LOCKED: parallel runs of the job take different refunds.
      const rows = await db
        .updateTable('order_refund')
        .set({ claimed_until: until })
        .where('order_number', 'in', (eb) =>
          eb
            .selectFrom('order_refund')
            .select('order_number')
            .where('status', '=', 'PENDING')
            .where('claimed_until', '<=', now)
            .orderBy('claimed_until')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .where('claimed_until', '<=', now)
        .returning(['order_number', 'payment_id'])
        .execute();
      if (rows.length === 0) return [];
      const payments = await db
        .selectFrom('payment')
        .select(['id', 'provider', 'provider_payment_id'])
        .where(
          'id',
          'in',
          rows.map((r) => r.payment_id),
        )
        .execute();
      return rows.flatMap((r): RefundClaim[] => {
        const p = payments.find((x) => x.id === r.payment_id);
        return p?.provider_payment_id ? [{ orderNumber: r.order_number, provider: p.provider, providerPaymentId: p.provider_payment_id }] : [];
      });
    },
  };
}
