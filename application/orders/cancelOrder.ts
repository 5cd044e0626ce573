import * as E from 'fp-ts/Either';
import { cancelRefusal, isCancelReasonCode, type CancelReasonCode, type CancelRefusal } from '../../domain/order/orderCancellation';
import type { OrderStatus } from '../../domain/order/orderStatus';
import type { Clock } from '../shared/Clock';

/** Why the customer cancels (spec §3 Cancel order). */
export interface CancelDetails {
  readonly cancelReasonCode: CancelReasonCode;
  readonly comment: string;
  /** The customer says something is wrong with a product (spec §3 isTroubleProduct), for the service desk. */
  readonly isTroubleProduct: boolean;
}

/** Cancelling a customer's order in storage. */
export interface OrderCancellations {
  /**
   * In one transaction: locks the customer's order, and if it is still active (AWAITING_PAYMENT or CREATED)
   * cancels it, stores why and gives back what it took — stock, promo-code uses, gift-card amounts, bonus
   * points — as the release of unpaid orders does. Answers the status found under the lock (the order was
   * cancelled if it was active), or null when the customer has no order with that number.
   */
  readonly cancel: (customerId: string, orderNumber: string, details: CancelDetails, now: Date) => Promise<OrderStatus | null>;
}

export type CancelFailure = { readonly _tag: 'NOT_FOUND' | 'INCORRECT_CANCEL_REASON' | CancelRefusal };

/**
 * The customer cancels an own active order (spec §7 POST /orders/{n}/_cancel). Another customer's order is
 * not found; two cancellations at once queue on the order row, so one cancels and the other is told it is
 * already cancelled.
 */
export const cancelOrder = (deps: { readonly cancellations: OrderCancellations; readonly clock: Clock }) =>
  async (customerId: string, orderNumber: string, request: { readonly cancelReasonCode: string; readonly comment: string; readonly isTroubleProduct: boolean }): Promise<E.Either<CancelFailure, { readonly status: 'CANCELLED' }>> => {
    const { cancelReasonCode } = request;
    if (!isCancelReasonCode(cancelReasonCode)) return E.left({ _tag: 'INCORRECT_CANCEL_REASON' });
    const found = await deps.cancellations.cancel(customerId, orderNumber, { ...request, cancelReasonCode, comment: request.comment.trim() }, deps.clock.now());
    if (found === null) return E.left({ _tag: 'NOT_FOUND' });
    const refusal = cancelRefusal(found);
    return refusal ? E.left({ _tag: refusal }) : E.right({ status: 'CANCELLED' });
  };
