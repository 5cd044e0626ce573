import * as E from 'fp-ts/Either';
import { cancelRefusal, isCancelReasonCode, type CancelRefusal, type RefundFailure } from '../../domain/order/orderCancellation';
import { refundPaidOrder, type RefundDeps } from './refundPaidOrder';

export type CancelFailure = { readonly _tag: 'NOT_FOUND' | 'INCORRECT_CANCEL_REASON' | CancelRefusal | RefundFailure };

/**
 * The customer cancels an own order not yet handed over (spec §7 POST /orders/{n}/_cancel): another customer's order
 * is not found; an unpaid one is cancelled at once; a paid one is first refunded through the acquirer, exactly once
 * (refundPaidOrder) — if the acquirer refuses, the order stays paid and the customer is told so. Cancellations at once
 * queue on the order row: one cancels (or refunds), the others are told it is cancelled or being cancelled.
 */
export const cancelOrder =
  (deps: RefundDeps) =>
  async (
    customerId: string,
    orderNumber: string,
    request: { readonly cancelReasonCode: string; readonly comment: string; readonly isTroubleProduct: boolean },
  ): Promise<E.Either<CancelFailure, { readonly status: 'CANCELLED' }>> => {
    const { cancelReasonCode } = request;
    if (!isCancelReasonCode(cancelReasonCode)) return E.left({ _tag: 'INCORRECT_CANCEL_REASON' });
    const found = await deps.cancellations.cancel(customerId, orderNumber, { ...request, cancelReasonCode, comment: request.comment.trim() }, deps.clock.now());
    if (found === null) return E.left({ _tag: 'NOT_FOUND' });
    const refusal = cancelRefusal(found.status);
    if (refusal) return E.left({ _tag: refusal });
    if (found.refund === undefined) return E.right({ status: 'CANCELLED' });
    if (found.refund === 'IN_PROGRESS') return E.left({ _tag: 'REFUND_IN_PROGRESS' });
    // A paid order with no acquirer payment to give back (paid outside it): not this call's to undo.
    if (found.refund === 'NO_PAYMENT') return E.left({ _tag: 'ORDER_NOT_CANCELLABLE' });
    const outcome = await refundPaidOrder(deps)(found.refund);
    return outcome === 'REFUNDED' ? E.right({ status: 'CANCELLED' }) : E.left({ _tag: outcome });
  };
