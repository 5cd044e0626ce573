import * as E from 'fp-ts/Either';
import { clampQuantity } from '../../domain/cart';
import type { IdGenerator } from '../shared/IdGenerator';
import { updateCart } from './updateCart';
import type { StoredCart, StoredCartLine, WrongCartState } from './CartRepository';
import { viewCart, type CartDeps } from './getCart';
import type { CartView } from './cartView';

/**
 * Most lines a cart may hold. The spec names TOO_MANY_LINES_IN_BASKET but not the limit;
 * 100 distinct sizes is far beyond any household order and keeps a cart page light.
 */
export const MAX_CART_LINES = 100;

export interface QuantityChange {
  readonly productId: string;
  readonly wareId: string;
  readonly quantity: number;
}

export type SetCartQuantityError =
  | { readonly _tag: 'PRODUCT_NOT_FOUND'; readonly wareId: string }
  | { readonly _tag: 'TOO_MANY_LINES_IN_BASKET' }
  | WrongCartState;

/**
 * Sets the quantity of sizes in the owner's cart (spec §7 POST /cart/products/_set-quantity):
 * a new size is added selected, 0 marks a line deleted so it can be restored.
 */
export const setCartQuantity =
  (deps: CartDeps & { readonly ids: IdGenerator }) =>
  async (ownerKey: string, changes: readonly QuantityChange[]): Promise<E.Either<SetCartQuantityError, CartView>> => {
    const known = new Map((await deps.catalogue.wares(changes.map((c) => c.wareId))).map((w) => [w.wareId, w.productId]));
    const unknown = changes.find((c) => known.get(c.wareId) !== c.productId);
    if (unknown) return E.left({ _tag: 'PRODUCT_NOT_FOUND', wareId: unknown.wareId });

    const result = await updateCart(deps)(ownerKey, (current): E.Either<SetCartQuantityError, StoredCart> => {
      const lines = applyChanges(current.lines, changes);
      return lines.filter((l) => !l.deleted).length > MAX_CART_LINES ? E.left({ _tag: 'TOO_MANY_LINES_IN_BASKET' }) : E.right({ ...current, lines });
    });
    return E.isLeft(result) ? result : E.right(await viewCart(deps)(result.right));
  };

function applyChanges(lines: readonly StoredCartLine[], changes: readonly QuantityChange[]): StoredCartLine[] {
  const next = [...lines];
  for (const change of changes) {
    const quantity = clampQuantity(change.quantity);
    const i = next.findIndex((l) => l.wareId === change.wareId);
    if (i >= 0) next[i] = { ...next[i]!, quantity: quantity || next[i]!.quantity, deleted: quantity === 0 };
    else if (quantity > 0) next.push({ productId: change.productId, wareId: change.wareId, quantity, selected: true, deleted: false });
  }
  return next;
}
