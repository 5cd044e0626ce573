import Decimal from 'decimal.js';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ApplyOutcome, PaymentRecord, PaymentReportTarget, PaymentRepository } from '../../application/payment/PaymentRepository';
import type { Database } from './schema';
import { isCurrencyCode } from '../../domain/money/currency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function paymentRecord(row: Selectable<Database['payment']>): PaymentRecord {
  return {
    id: row.id, orderNumber: row.order_number, provider: row.provider, providerPaymentId: row.provider_payment_id, confirmationUrl: row.confirmation_url,
    paymentTool: row.payment_tool, amount: new Decimal(row.amount), status: row.status,
  };
}

/**
 * Whether the report is new: its notification's dedup key is written in the report's own transaction, so the
 * key and the report's effect both happen or neither. A report without a notification (a reconciliation) is always new.
 */
export async function firstReport(trx: Transaction<Database>, target: PaymentReportTarget): Promise<boolean> {
  if (!target.notification) return true;
  const fresh = await trx.insertInto('payment_notification')
    .values({ provider: target.provider, notification_id: target.notification.id, payload: JSON.stringify(target.notification.payload) })
    .onConflict((oc) => oc.columns(['provider', 'notification_id']).doNothing())
    .returning('notification_id').executeTakeFirst();
  return fresh !== undefined;
}

/** Payments of orders in the payment table; a report is applied under row locks on the order and the payment. */
export function postgresPaymentRepository(db: Kysely<Database>): PaymentRepository {
  return {
    findOrder: async (orderNumber) => {
      const row = await db.selectFrom('customer_order').select(['order_number', 'owner_key', 'customer_id', 'status', 'payment_method', 'payment_tool', 'amount_to_pay', 'currency'])
        .where('order_number', '=', orderNumber).executeTakeFirst();
      return row && {
        orderNumber: row.order_number, ownerKey: row.owner_key, customerId: row.customer_id, status: row.status, paymentMethod: row.payment_method,
        paymentTool: row.payment_tool, amountToPay: new Decimal(row.amount_to_pay), currency: isCurrencyCode(row.currency) ? row.currency : 'RUB',
      };
    },
    addPayment: async (p) => {
      await db.insertInto('payment').values({
        id: p.id, order_number: p.orderNumber, provider: p.provider, payment_tool: p.paymentTool, amount: p.amount.toFixed(2), status: 'PENDING',
      }).execute();
    },
    setAcquirerPayment: async (paymentId, providerPaymentId, confirmationUrl) => {
      await db.updateTable('payment').set({ provider_payment_id: providerPaymentId, confirmation_url: confirmationUrl, updated_at: new Date() })
        .where('id', '=', paymentId).execute();
    },
    latestPayment: async (orderNumber) => {
      const row = await db.selectFrom('payment').selectAll().where('order_number', '=', orderNumber)
        .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row && paymentRecord(row);
    },
    applyReport: (target, decide) => db.transaction().execute(async (trx): Promise<ApplyOutcome> => {
      if (!(await firstReport(trx, target))) return { _tag: 'DUPLICATE' };
      if (!UUID.test(target.paymentId)) return { _tag: 'UNKNOWN_PAYMENT' };
      const owner = await trx.selectFrom('payment').select('order_number')
        .where('id', '=', target.paymentId).where('provider', '=', target.provider).executeTakeFirst();
      if (!owner) return { _tag: 'UNKNOWN_PAYMENT' };
      // Order first, then payment: every writer of a payment takes the locks in this order.
      const order = await trx.selectFrom('customer_order').select(['status', 'amount_to_pay'])
        .where('order_number', '=', owner.order_number).forUpdate().executeTakeFirstOrThrow();
      const payment = await trx.selectFrom('payment').select(['status', 'amount']).where('id', '=', target.paymentId).forUpdate().executeTakeFirstOrThrow();
      const transition = decide({ paymentStatus: payment.status, paymentAmount: payment.amount, orderStatus: order.status, amountToPay: order.amount_to_pay });
      const now = new Date();
      if (transition.paymentStatus !== payment.status) {
        await trx.updateTable('payment').set({ status: transition.paymentStatus, updated_at: now }).where('id', '=', target.paymentId).execute();
      }
      if (transition.payOrder) {
        await trx.updateTable('customer_order').set({ status: 'PAID', paid_at: now })
          .where('order_number', '=', owner.order_number).where('status', '=', 'AWAITING_PAYMENT').execute();
      }
      return { _tag: 'APPLIED', transition };
    }),
  };
}
