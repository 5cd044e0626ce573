import type Decimal from 'decimal.js';
import type { Either } from 'fp-ts/Either';
import type { PaymentStatus } from '../../domain/payment/paymentTransition';
import type { CurrencyCode } from '../../domain/money/currency';

/** A payment to open at the acquirer; paymentId is ours and is the acquirer's OrderId, so every attempt is unique there. */
interface NewAcquirerPayment {
  readonly paymentId: string;
  readonly orderNumber: string;
  readonly amount: Decimal;
  readonly currency: CurrencyCode;
  readonly description: string;
  readonly paymentTool: string | null;
  /** Where the payer's browser goes back to after paying, or after failing or leaving. */
  readonly returnUrl: string;
  readonly failUrl: string;
}

/** The acquirer refused the request (REFUSED) or could not be asked (UNAVAILABLE). */
export interface GatewayFailure {
  readonly _tag: 'PAYMENT_REFUSED' | 'PAYMENT_UNAVAILABLE';
  readonly detail: string;
}

/** A verified notification: our payment id, the acquirer's, its state and amount; notificationId deduplicates deliveries. */
interface PaymentNotice {
  readonly notificationId: string;
  readonly paymentId: string;
  readonly providerPaymentId: string;
  readonly status: PaymentStatus;
  readonly amount: Decimal;
  readonly payload: unknown;
}

/** A notification as it came over HTTP, unverified. */
export interface RawNotification {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/**
 * An internet acquirer with a redirect payment page (spec §9 payment tools): card data is typed on the
 * acquirer's page, never on ours. `provider` names it in the payment table and the notification path.
 */
export interface PaymentGateway {
  readonly provider: string;
  /** The currencies it takes payments in: a T-Bank terminal takes roubles only (docs/architecture.md, Markets). */
  readonly currencies: readonly CurrencyCode[];
  readonly createPayment: (
    payment: NewAcquirerPayment,
  ) => Promise<Either<GatewayFailure, { readonly providerPaymentId: string; readonly confirmationUrl: string }>>;
  readonly paymentStatus: (providerPaymentId: string) => Promise<Either<GatewayFailure, { readonly status: PaymentStatus; readonly amount: Decimal }>>;
  /**
   * Cancels a payment at the acquirer and answers its state after (T-Bank Cancel: NEW → CANCELED; one paid
   * meanwhile is refunded, also CANCELLED for us); a payment it cannot cancel now is PAYMENT_REFUSED.
   */
  readonly cancelPayment: (providerPaymentId: string) => Promise<Either<GatewayFailure, { readonly status: PaymentStatus }>>;
  readonly readNotification: (raw: RawNotification) => Either<'INVALID_NOTIFICATION', PaymentNotice>;
  /** The answer the acquirer expects for an accepted notification (T-Bank: the text OK). */
  readonly acknowledgement: string;
}
