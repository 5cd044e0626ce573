import * as E from 'fp-ts/Either';
import { isReturnable, checkReturnLines, type ReturnLineFailure } from '../../domain/returns/returnRules';
import type { Clock } from '../shared/Clock';
import type { ReturnableOrder, ReturnCart, ReturnDraft, ReturnOrders } from './ReturnRepository';

export type FileFailure = ReturnLineFailure | { readonly _tag: 'NOT_FOUND' | 'ORDER_NOT_RETURNABLE' | 'RETURN_WAY_REQUIRED' };

/** The rules a draft must meet to become a return, read under the order's lock (spec §3 Return order). */
const decide =
  (now: Date) =>
  (order: ReturnableOrder, cart: ReturnCart): E.Either<FileFailure, ReturnDraft> => {
    if (!isReturnable(order.status, order.receivedAt, now)) return E.left({ _tag: 'ORDER_NOT_RETURNABLE' });
    if (!cart.returnPoint && !cart.address) return E.left({ _tag: 'RETURN_WAY_REQUIRED' });
    const requests = cart.items.map((i) => ({
      wareId: i.itemId,
      quantity: i.quantity,
      reasonCode: i.reasonCode ?? '',
      comment: i.comment,
      imageCodes: i.imageCodes ?? [],
    }));
    return E.map((lines: ReturnDraft['lines']) => ({
      lines,
      returnPoint: cart.returnPoint,
      address: cart.returnPoint ? null : cart.address,
      currency: order.currency,
    }))(checkReturnLines(requests, order.lines));
  };

/**
 * Files the draft as a return (spec §7 POST /return-carts/{id}/return-orders): the order row is locked while the
 * lines are checked against what was bought and what other returns took, so parallel filings never return more
 * than was bought. Answers the new return's number.
 */
export const fileReturn =
  (deps: { readonly returns: ReturnOrders; readonly clock: Clock }) =>
  async (customerId: string, cartId: string): Promise<E.Either<FileFailure, { readonly id: string }>> => {
    const now = deps.clock.now();
    const filed = await deps.returns.file(customerId, cartId, decide(now), now);
    if (filed === null) return E.left({ _tag: 'NOT_FOUND' });
    return E.map((id: string) => ({ id }))(filed);
  };
