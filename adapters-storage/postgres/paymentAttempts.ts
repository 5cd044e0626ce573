import Decimal from 'decimal.js';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ApplyOutcome, PaymentRecord, PaymentReportTarget, PaymentRepository } from '../../application/payment/PaymentRepository';
import type { OrderStatus } from '../../domain/order/orderStatus';
import type { Database } from './schema';

/**
 * The acquirer payment tables: attempts to pay an order (payment) and a gift-card invoice (egc_payment). They share
 * every column but the number of what they pay, so one piece of SQL serves both.
 */
export type PaymentTable = 'payment' | 'egc_payment';
const PAID_NUMBER = { payment: 'order_number', egc_payment: 'invoice_number' } as const;
const COLUMNS = ['id', 'provider', 'provider_payment_id', 'confirmation_url', 'payment_tool', 'amount', 'status'] as const;
type PaymentRow = Pick<Selectable<Database['payment']>, (typeof COLUMNS)[number]>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A payment row as the application sees it; `paidNumber` is the order's or invoice's number. */
export function paymentRecord(row: PaymentRow, paidNumber: string): PaymentRecord {
  return {
    id: row.id,
    orderNumber: paidNumber,
    provider: row.provider,
    providerPaymentId: row.provider_payment_id,
    confirmationUrl: row.confirmation_url,
    paymentTool: row.payment_tool,
    amount: new Decimal(row.amount),
    status: row.status,
  };
}

/**
 * Whether the report is new: its notification's dedup key is written in the report's own transaction, so the
 * key and the report's effect both happen or neither. A report without a notification (a reconciliation) is always new.
 */
async function firstReport(trx: Transaction<Database>, target: PaymentReportTarget): Promise<boolean> {
  if (!target.notification) return true;
  const fresh = await trx
    .insertInto('payment_notification')
    .values({ provider: target.provider, notification_id: target.notification.id, payload: JSON.stringify(target.notification.payload) })
    .onConflict((oc) => oc.columns(['provider', 'notification_id']).doNothing())
    .returning('notification_id')
    .executeTakeFirst();
  return fresh !== undefined;
}

/** What a payment pays, as its repository locks and settles it. */
export interface PaidByReport {
  /** Locks the order or invoice `paidNumber` for the report's transaction and tells its state as an order's. */
  readonly lock: (trx: Transaction<Database>, paidNumber: string) => Promise<{ readonly orderStatus: OrderStatus; readonly amountToPay: string }>;
  /** Makes it PAID at `now`: the report paid it while it awaited payment. */
  readonly pay: (trx: Transaction<Database>, paidNumber: string, now: Date) => Promise<void>;
}

/**
 * The payment attempts in `table`, all of PaymentRepository but finding what they pay. A report is applied under
 * row locks, first on what is paid and then on the payment (the order every writer of a payment keeps).
 */
export function paymentAttempts(db: Kysely<Database>, table: PaymentTable, now: () => Date, paid: PaidByReport): Omit<PaymentRepository, 'findOrder'> {
  const paidNumber = PAID_NUMBER[table];
  return {
    addPayment: async (p) => {
      const row = { id: p.id, provider: p.provider, payment_tool: p.paymentTool, amount: p.amount.toFixed(2), status: 'PENDING' as const };
      await (table === 'payment'
        ? db.insertInto('payment').values({ ...row, order_number: p.orderNumber })
        : db.insertInto('egc_payment').values({ ...row, invoice_number: p.orderNumber })
      ).execute();
    },
    setAcquirerPayment: async (paymentId, providerPaymentId, confirmationUrl) => {
      await db
        .updateTable(table)
        .set({ provider_payment_id: providerPaymentId, confirmation_url: confirmationUrl, updated_at: now() })
        .where('id', '=', paymentId)
        .execute();
    },
    latestPayment: async (number) => {
      const row = await db
        .selectFrom(table)
        .select(COLUMNS)
        .where(paidNumber, '=', number)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && paymentRecord(row, number);
    },
    applyReport: (target, decide) =>
      db.transaction().execute(async (trx): Promise<ApplyOutcome> => {
        if (!(await firstReport(trx, target))) return { _tag: 'DUPLICATE' };
        if (!UUID.test(target.paymentId)) return { _tag: 'UNKNOWN_PAYMENT' };
        const owner = await trx
          .selectFrom(table)
          .select((eb) => eb.ref(paidNumber).as('number'))
          .where('id', '=', target.paymentId)
          .where('provider', '=', target.provider)
          .executeTakeFirst();
        if (!owner) return { _tag: 'UNKNOWN_PAYMENT' };
        const { orderStatus, amountToPay } = await paid.lock(trx, owner.number);
        const payment = await trx.selectFrom(table).select(['status', 'amount']).where('id', '=', target.paymentId).forUpdate().executeTakeFirstOrThrow();
        const transition = decide({ paymentStatus: payment.status, paymentAmount: payment.amount, orderStatus, amountToPay });
        const at = now();
        if (transition.paymentStatus !== payment.status) {
          await trx.updateTable(table).set({ status: transition.paymentStatus, updated_at: at }).where('id', '=', target.paymentId).execute();
        }
        if (transition.payOrder && orderStatus === 'AWAITING_PAYMENT') await paid.pay(trx, owner.number, at);
        return { _tag: 'APPLIED', transition };
      }),
  };
}
