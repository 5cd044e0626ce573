import * as E from 'fp-ts/Either';
import { linesAfterFastCart } from '../../domain/cart/fastCartLines';
import { EMPTY_CHECKOUT } from '../../domain/checkout/checkoutState';
import type { StoredCart, WrongCartState } from '../cart/CartRepository';
import { updateCart, type UpdateCartDeps } from '../cart/updateCart';
import { cartOwner } from './cartOwner';

/**
 * Turns a fast cart into the regular one (spec §4 Fast cart): its lines go into the owner's regular cart
 * (`linesAfterFastCart`) with the chosen shipment; the fast cart is emptied. Answers the regular cart.
 */
export const convertFastCart =
  (deps: UpdateCartDeps) =>
  async (ownerKey: string, fast: StoredCart): Promise<E.Either<WrongCartState, StoredCart>> => {
    const regular = await updateCart(deps)(
      ownerKey,
      (cart): E.Either<never, StoredCart> =>
        E.right({
          ...cart,
          lines: linesAfterFastCart(cart.lines, fast.lines),
          checkout: { ...cart.checkout, cartType: 'REGULAR', shipment: fast.checkout.shipment, services: [] },
        }),
    );
    if (E.isRight(regular)) {
      await updateCart(deps)(
        cartOwner(ownerKey, 'FAST').cartKey,
        (cart): E.Either<never, StoredCart> => E.right({ ...cart, lines: [], checkout: { ...EMPTY_CHECKOUT, cartType: 'FAST' } }),
      );
    }
    return regular;
  };
