import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { LineQuantity } from '../../domain/cart/cartLine';
import { restoreLine } from '../../domain/cart/restoreLine';
import { changeCart, type CartChangeDeps } from './changeCart';
import type { SetCartQuantityError } from './setCartQuantity';

/** Brings a deleted line of a catalogue ware back (spec §7 POST /cart/products/_restore; the rule: restoreLine). */
export const restoreCartProduct = (deps: CartChangeDeps) => async (ownerKey: string, restore: LineQuantity) => {
  const [ware] = await deps.catalogue.wares([restore.wareId]);
  if (ware?.productId !== restore.productId) return E.left<SetCartQuantityError>({ _tag: 'PRODUCT_NOT_FOUND', wareId: restore.wareId });
  return changeCart(deps)(ownerKey, (cart) =>
    pipe(
      restoreLine(cart.lines, restore),
      E.map((lines) => ({ ...cart, lines })),
    ),
  );
};
