import * as E from 'fp-ts/Either';
import { acceptsEditRequests, isOrderEditReason, ORDER_EDIT_REASONS, type OrderEditReason } from '../../domain/order/orderEditReasons';
import type { Clock } from '../shared/Clock';
import type { OrderAftercare } from './OrderAftercare';

/**
 * POST /orders/{n}/edit-reasons {editReasonMnemocode} (spec §7 Orders): the customer says what to change in an
 * order not yet handed over; the request is kept for the service desk and the answer says what happens next.
 */
export const requestOrderEdit =
  (deps: { readonly aftercare: OrderAftercare; readonly clock: Clock }) =>
  async (
    customerId: string,
    orderNumber: string,
    reasonCode: string,
  ): Promise<
    E.Either<'INCORRECT_EDIT_REASON' | 'NOT_FOUND' | 'ORDER_CLOSED', { readonly reason: OrderEditReason } & (typeof ORDER_EDIT_REASONS)[OrderEditReason]>
  > => {
    if (!isOrderEditReason(reasonCode)) return E.left('INCORRECT_EDIT_REASON');
    const status = await deps.aftercare.recordEditRequest(customerId, orderNumber, reasonCode, acceptsEditRequests, deps.clock.now());
    if (status === null) return E.left('NOT_FOUND');
    return acceptsEditRequests(status) ? E.right({ reason: reasonCode, ...ORDER_EDIT_REASONS[reasonCode] }) : E.left('ORDER_CLOSED');
  };
