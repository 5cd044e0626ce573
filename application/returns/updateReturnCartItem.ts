import * as E from 'fp-ts/Either';
import { isReturnReasonCode, MAX_RETURN_COMMENT_LENGTH } from '../../domain/returns/returnReasons';
import { returnableUnits } from '../../domain/returns/returnRules';
import { editReturnCart, type ReturnCartDeps } from './editReturnCart';

export type ItemFailure = { readonly _tag: 'NOT_FOUND' | 'RETURN_QUANTITY_EXCEEDED' | 'INCORRECT_RETURN_REASON' };

/** What the customer sets on a chosen size: units, reason (none yet is allowed in a draft), comment. */
export interface ItemChange {
  readonly quantity: number;
  readonly reasonCode: string | null;
  readonly comment: string;
}

/**
 * Sets a chosen size's units, reason and comment (spec §7 PUT /orders/{n}/return-carts/current/items/{itemId}):
 * from 1 to the units still free to return, a listed reason. A size not chosen is not found. Whether a comment
 * is needed is checked when the return is filed, so the customer may type in any order.
 */
export const updateReturnCartItem = (deps: ReturnCartDeps) => (customerId: string, orderNumber: string, itemId: string, change: ItemChange) =>
  editReturnCart<ItemFailure>(deps, customerId, orderNumber, (cart, order) => {
    const line = order.lines.find((l) => l.wareId === itemId);
    if (!line || !cart.items.some((i) => i.itemId === itemId)) return E.left({ _tag: 'NOT_FOUND' });
    if (change.quantity > returnableUnits(line)) return E.left({ _tag: 'RETURN_QUANTITY_EXCEEDED' });
    if (change.reasonCode !== null && !isReturnReasonCode(change.reasonCode)) return E.left({ _tag: 'INCORRECT_RETURN_REASON' });
    const set = { quantity: change.quantity, reasonCode: change.reasonCode, comment: change.comment.slice(0, MAX_RETURN_COMMENT_LENGTH) };
    // The item's photos stay: they have their own calls.
    return E.right({ ...cart, items: cart.items.map((i) => (i.itemId === itemId ? { ...i, ...set } : i)) });
  });
