import * as E from 'fp-ts/Either';
import { EMPTY_CHECKOUT } from '../../domain/checkout/checkoutState';
import type { StoredCart, WrongCartState } from '../cart/CartRepository';
import { updateCart, type UpdateCartDeps } from '../cart/updateCart';
import { cartOwner } from './cartOwner';

/**
 * Turns a fast cart into the regular one (spec §4 Fast cart): its product goes into the owner's regular
 * cart as the only selected line (the shopper's other lines stay, deselected), with the chosen
 * shipment; the fast cart is emptied. Answers the regular cart.
 */
export const convertFastCart = (deps: UpdateCartDeps) => async (ownerKey: string, fast: StoredCart): Promise<E.Either<WrongCartState, StoredCart>> => {
  const moving = fast.lines.filter((l) => !l.deleted).map((l) => ({ ...l, selected: true }));
  const regular = await updateCart(deps)(ownerKey, (cart): E.Either<never, StoredCart> => {
    const others = cart.lines.filter((l) => !moving.some((m) => m.wareId === l.wareId)).map((l) => ({ ...l, selected: false }));
    return E.right({ ...cart, lines: [...others, ...moving], checkout: { ...cart.checkout, cartType: 'REGULAR', shipment: fast.checkout.shipment, services: [] } });
  });
  if (E.isRight(regular)) {
    await updateCart(deps)(cartOwner(ownerKey, 'FAST').cartKey, (cart): E.Either<never, StoredCart> => E.right({ ...cart, lines: [], checkout: { ...EMPTY_CHECKOUT, cartType: 'FAST' } }));
  }
  return regular;
};
