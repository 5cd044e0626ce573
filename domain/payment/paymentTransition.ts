import Decimal from 'decimal.js';
import type { OrderStatus } from '../order/orderStatus';

/** States of one online payment attempt (spec §9 payment tools; the set is the shop's). */
export type PaymentStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';

/** What the acquirer says about a payment, by notification or when asked: its state and the amount it holds. */
export interface AcquirerReport {
  readonly status: PaymentStatus;
  readonly amount: Decimal.Value;
}

/** A payment and its order as stored when a report arrives. */
export interface PaymentAndOrder {
  readonly paymentStatus: PaymentStatus;
  readonly paymentAmount: Decimal.Value;
  readonly orderStatus: OrderStatus;
  readonly amountToPay: Decimal.Value;
}

/**
 * The payment's next state, whether the order becomes PAID, and an anomaly needing a person
 * (AMOUNT_MISMATCH: the acquirer holds another sum; ORDER_NOT_PAYABLE: money taken for an order
 * already paid, placed without payment or cancelled — to be refunded).
 */
export interface PaymentTransition {
  readonly paymentStatus: PaymentStatus;
  readonly payOrder: boolean;
  readonly anomaly: 'AMOUNT_MISMATCH' | 'ORDER_NOT_PAYABLE' | null;
}

/**
 * Applies an acquirer's report to a payment (spec §7 Orders payment calls, §9): reports may repeat and
 * arrive in any order, so a success is final (a later failure never un-pays), a failure only ends a
 * pending payment, and the order is paid once, only while it awaits payment and only for its exact sum.
 */
export function paymentTransition(current: PaymentAndOrder, report: AcquirerReport): PaymentTransition {
  const unchanged = (anomaly: PaymentTransition['anomaly'] = null): PaymentTransition => ({ paymentStatus: current.paymentStatus, payOrder: false, anomaly });
  if (current.paymentStatus === 'SUCCEEDED' || report.status === 'PENDING') return unchanged();
  if (report.status !== 'SUCCEEDED') {
    return current.paymentStatus === 'PENDING' ? { paymentStatus: report.status, payOrder: false, anomaly: null } : unchanged();
  }
  const amount = new Decimal(report.amount);
  if (!amount.equals(current.paymentAmount) || !amount.equals(current.amountToPay)) return unchanged('AMOUNT_MISMATCH');
  // One SUCCEEDED payment per order (a unique index): a second success stays as it was, to be refunded.
  if (current.orderStatus === 'PAID') return unchanged('ORDER_NOT_PAYABLE');
  const payOrder = current.orderStatus === 'AWAITING_PAYMENT';
  return { paymentStatus: 'SUCCEEDED', payOrder, anomaly: payOrder ? null : 'ORDER_NOT_PAYABLE' };
}
