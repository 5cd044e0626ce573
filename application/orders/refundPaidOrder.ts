import * as E from 'fp-ts/Either';
import { refundStep, type RefundFailure } from '../../domain/order/orderCancellation';
import type { PaymentGateway } from '../payment/PaymentGateway';
import type { Clock } from '../shared/Clock';
import type { OrderCancellations, RefundClaim } from './OrderCancellations';

export interface RefundDeps {
  readonly cancellations: OrderCancellations;
  readonly gateway: Pick<PaymentGateway, 'provider' | 'paymentStatus' | 'cancelPayment'>;
  readonly clock: Clock;
}

type AcquirerAnswer = 'REFUNDED' | 'REFUND_FAILED' | 'UNKNOWN';

/** Asks the acquirer for the payment's state, then cancels (refunds) it only while it still holds the money. */
async function refundAtAcquirer(gateway: RefundDeps['gateway'], paymentId: string): Promise<AcquirerAnswer> {
  const before = await gateway.paymentStatus(paymentId);
  if (E.isLeft(before)) return 'UNKNOWN';
  const step = refundStep(before.right.status);
  if (step !== 'CANCEL_AT_ACQUIRER') return step === 'ALREADY_REFUNDED' ? 'REFUNDED' : 'REFUND_FAILED';
  const cancelled = await gateway.cancelPayment(paymentId);
  if (E.isRight(cancelled)) return cancelled.right.status === 'CANCELLED' ? 'REFUNDED' : 'UNKNOWN';
  if (cancelled.left._tag === 'PAYMENT_UNAVAILABLE') return 'UNKNOWN';
  // Refused: perhaps because a lost earlier answer already refunded it; only the state tells.
  const after = await gateway.paymentStatus(paymentId);
  if (E.isLeft(after)) return 'UNKNOWN';
  return refundStep(after.right.status) === 'ALREADY_REFUNDED' ? 'REFUNDED' : 'REFUND_FAILED';
}

/**
 * Gives a paid order's money back and then cancels it (docs/orders.md, Cancelling a paid order): the caller holds
 * the refund's claim. Refunded → the order is cancelled and gives back stock and the rest, once. Refused → the claim
 * is dropped and the order stays paid. No answer → the claim runs out and resumeRefunds finishes it later, asking
 * the acquirer's state first, so the money is never sent back twice.
 */
export const refundPaidOrder =
  (deps: RefundDeps) =>
  async (claim: RefundClaim): Promise<'REFUNDED' | RefundFailure> => {
    const answer = claim.provider === deps.gateway.provider ? await refundAtAcquirer(deps.gateway, claim.providerPaymentId) : 'REFUND_FAILED';
    if (answer === 'REFUNDED') {
      await deps.cancellations.refunded(claim.orderNumber, deps.clock.now());
      return 'REFUNDED';
    }
    if (answer === 'REFUND_FAILED') await deps.cancellations.refundRefused(claim.orderNumber);
    return answer === 'UNKNOWN' ? 'REFUND_PENDING' : 'REFUND_FAILED';
  };
