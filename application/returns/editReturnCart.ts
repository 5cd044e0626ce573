import * as E from 'fp-ts/Either';
import { isReturnable, returnDeadline } from '../../domain/returns/returnRules';
import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import type { ReturnableOrder, ReturnCart, ReturnCarts } from './ReturnRepository';

/** The draft with the order it returns from and the last moment it may be filed. */
export interface ReturnCartView {
  readonly cart: ReturnCart;
  readonly order: ReturnableOrder;
  readonly deadline: Date;
}

export type ReturnCartFailure = { readonly _tag: 'NOT_FOUND' | 'ORDER_NOT_RETURNABLE' };

export interface ReturnCartDeps {
  readonly carts: ReturnCarts;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/**
 * Opens the customer's draft of an order's return and applies `edit` to it (saved when it changed). Another
 * customer's order is not found; an order not received or past the window cannot be returned.
 */
export const editReturnCart = async <F>(
  deps: ReturnCartDeps,
  customerId: string,
  orderNumber: string,
  edit: (cart: ReturnCart, order: ReturnableOrder) => E.Either<F, ReturnCart> = E.right,
): Promise<E.Either<F | ReturnCartFailure, ReturnCartView>> => {
  const order = await deps.carts.order(customerId, orderNumber);
  if (!order) return E.left({ _tag: 'NOT_FOUND' });
  if (!order.receivedAt || !isReturnable(order.status, order.receivedAt, deps.clock.now())) return E.left({ _tag: 'ORDER_NOT_RETURNABLE' });
  const cart = await deps.carts.current(orderNumber, deps.ids.uuid());
  const edited = edit(cart, order);
  if (E.isLeft(edited)) return edited;
  if (edited.right !== cart) await deps.carts.save(edited.right);
  return E.right({ cart: edited.right, order, deadline: returnDeadline(order.receivedAt) });
};
