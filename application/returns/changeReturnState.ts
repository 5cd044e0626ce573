import * as E from 'fp-ts/Either';
import type { ReturnAction, ReturnStatus } from '../../domain/returns/returnStatus';
import type { Clock } from '../shared/Clock';
import type { ReturnOrders } from './ReturnRepository';

export type StateFailure = { readonly _tag: 'NOT_FOUND' | 'RETURN_NOT_CANCELLABLE' | 'RETURN_NOT_ARGUABLE' | 'RETURN_STATE_CHANGED' };

const REFUSALS: Record<ReturnAction, StateFailure['_tag']> = {
  CANCEL: 'RETURN_NOT_CANCELLABLE',
  ARGUE: 'RETURN_NOT_ARGUABLE',
  ACCEPT: 'RETURN_STATE_CHANGED',
  REFUND: 'RETURN_STATE_CHANGED',
  REFUSE: 'RETURN_STATE_CHANGED',
};

/**
 * Moves a return by an action (spec §7 POST returns/{n}/_cancel/, POST /orders/returns/{id}/_argue; the fulfilment
 * side's accept, refund, refuse): under the return's row lock, only from the state the action starts in. The
 * customer's actions pass `customerId`, so another customer's return is not found.
 */
export const changeReturnState =
  (deps: { readonly returns: ReturnOrders; readonly clock: Clock }) =>
  async (
    returnId: string,
    action: ReturnAction,
    customerId: string | null,
    comment?: string,
  ): Promise<E.Either<StateFailure, { readonly status: ReturnStatus }>> => {
    const moved = await deps.returns.transition(returnId, action, customerId, deps.clock.now(), comment);
    if (!moved) return E.left({ _tag: 'NOT_FOUND' });
    return moved.from === moved.to ? E.left({ _tag: REFUSALS[action] }) : E.right({ status: moved.to });
  };
