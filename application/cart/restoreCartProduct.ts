import * as E from 'fp-ts/Either';
import { clampQuantity } from '../../domain/cart';
import type { StoredCart } from './CartRepository';
import { changeCart, type CartChangeDeps } from './changeCart';
import { MAX_CART_LINES, type QuantityChange, type SetCartQuantityError } from './setCartQuantity';

/**
 * Brings a deleted line back with the given quantity (its old one for 0); a line no longer stored
 * is added again, so restore works after the deleted lines were reset (spec §7 POST /cart/products/_restore, §4 Cart item).
 */
export const restoreCartProduct = (deps: CartChangeDeps) => async (ownerKey: string, restore: QuantityChange) => {
  const [ware] = await deps.catalogue.wares([restore.wareId]);
  if (ware?.productId !== restore.productId) return E.left<SetCartQuantityError>({ _tag: 'PRODUCT_NOT_FOUND', wareId: restore.wareId });
  return changeCart(deps)(ownerKey, (cart): E.Either<SetCartQuantityError, StoredCart> => {
    const quantity = clampQuantity(restore.quantity);
    const known = cart.lines.some((l) => l.wareId === restore.wareId);
    const lines = known
      ? cart.lines.map((l) => (l.wareId === restore.wareId ? { ...l, deleted: false, quantity: quantity || l.quantity } : l))
      : [...cart.lines, { productId: restore.productId, wareId: restore.wareId, quantity: quantity || 1, selected: true, deleted: false }];
    return lines.filter((l) => !l.deleted).length > MAX_CART_LINES ? E.left({ _tag: 'TOO_MANY_LINES_IN_BASKET' }) : E.right({ ...cart, lines });
  });
};
