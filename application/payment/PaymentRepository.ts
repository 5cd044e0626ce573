import type Decimal from 'decimal.js';
import type { OrderStatus } from '../../domain/order/orderStatus';
import type { CurrencyCode } from '../../domain/money/currency';
import type { PaymentAndOrder, PaymentStatus, PaymentTransition } from '../../domain/payment/paymentTransition';

/** What paying needs to know of an order. */
export interface PayableOrder {
  readonly orderNumber: string;
  readonly ownerKey: string;
  readonly customerId: string | null;
  readonly status: OrderStatus;
  readonly paymentMethod: string;
  readonly paymentTool: string | null;
  readonly amountToPay: Decimal;
  /** The order's currency (its market's). */
  readonly currency: CurrencyCode;
}

/** One payment attempt of an order. */
export interface PaymentRecord {
  readonly id: string;
  readonly orderNumber: string;
  readonly provider: string;
  readonly providerPaymentId: string | null;
  /** The acquirer's payment page, once it answered. */
  readonly confirmationUrl: string | null;
  readonly paymentTool: string | null;
  readonly amount: Decimal;
  readonly status: PaymentStatus;
}

/** Which payment a report is about, and the notification that brought it (recorded once; a repeat is DUPLICATE). */
export interface PaymentReportTarget {
  readonly provider: string;
  readonly paymentId: string;
  readonly notification?: { readonly id: string; readonly payload: unknown };
}

export type ApplyOutcome =
  | { readonly _tag: 'DUPLICATE' }
  | { readonly _tag: 'UNKNOWN_PAYMENT' }
  | { readonly _tag: 'APPLIED'; readonly transition: PaymentTransition };

/** Orders and payments as paying sees them. */
export interface PaymentRepository {
  readonly findOrder: (orderNumber: string) => Promise<PayableOrder | undefined>;
  readonly addPayment: (payment: Omit<PaymentRecord, 'providerPaymentId' | 'confirmationUrl' | 'status'>) => Promise<void>;
  readonly setAcquirerPayment: (paymentId: string, providerPaymentId: string, confirmationUrl: string) => Promise<void>;
  /** The order's newest payment attempt, if any. */
  readonly latestPayment: (orderNumber: string) => Promise<PaymentRecord | undefined>;
  /**
   * In one transaction: records the notification (a repeat ends here as DUPLICATE), locks the payment
   * and its order, and writes what `decide` says — the payment's state, the order PAID with paid_at.
   */
  readonly applyReport: (target: PaymentReportTarget, decide: (current: PaymentAndOrder) => PaymentTransition) => Promise<ApplyOutcome>;
}
