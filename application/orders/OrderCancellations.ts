import type { CancelReasonCode } from '../../domain/order/orderCancellation';
import type { OrderStatus } from '../../domain/order/orderStatus';

/** Why the customer cancels (spec §3 Cancel order). */
export interface CancelDetails {
  readonly cancelReasonCode: CancelReasonCode;
  readonly comment: string;
  /** The customer says something is wrong with a product (spec §3 isTroubleProduct), for the service desk. */
  readonly isTroubleProduct: boolean;
}

/** A paid order's refund, held by one cancellation (or the job finishing it) until REFUND_CLAIM_MS runs out. */
export interface RefundClaim {
  readonly orderNumber: string;
  /** The acquirer that took the payment and its id there. */
  readonly provider: string;
  readonly providerPaymentId: string;
}

/** What a cancellation found under the order's lock: the status, and for a paid order the refund it now holds, or IN_PROGRESS. */
interface CancelClaim {
  readonly status: OrderStatus;
  readonly refund?: RefundClaim | 'IN_PROGRESS' | 'NO_PAYMENT';
}

/** Cancelling customers' orders in storage. */
export interface OrderCancellations {
  /**
   * In one transaction: locks the customer's order; an active one (AWAITING_PAYMENT or CREATED) is cancelled, why
   * stored, and what it took given back — stock, promo-code uses, gift-card amounts, bonus points — as the release
   * of unpaid orders does; for a PAID one the refund of its payment is claimed with the details (IN_PROGRESS when
   * another cancellation holds it). Answers the status found, or null when the customer has no such order.
   */
  readonly cancel: (customerId: string, orderNumber: string, details: CancelDetails, now: Date) => Promise<CancelClaim | null>;
  /** The refund went through: in one transaction a still PAID order is cancelled with the claim's details and gives back what it took, once. */
  readonly refunded: (orderNumber: string, now: Date) => Promise<void>;
  /** The acquirer refused the refund: the claim is dropped and the order stays paid. */
  readonly refundRefused: (orderNumber: string) => Promise<void>;
  /** Refunds whose claim ran out unfinished (the acquirer did not answer, a process died), claimed anew for the caller. */
  readonly claimStaleRefunds: (now: Date, limit: number) => Promise<readonly RefundClaim[]>;
}
