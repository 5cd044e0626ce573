import * as E from 'fp-ts/Either';
import { newCartLine, type LineQuantity } from '../../domain/cart/cartLine';
import { EMPTY_CHECKOUT } from '../../domain/checkout/checkoutState';
import type { StoredCart, WrongCartState } from '../cart/CartRepository';
import { updateCart } from '../cart/updateCart';
import { viewCart } from '../cart/getCart';
import type { CartView } from '../cart/cartView';
import { cartOwner } from './cartOwner';
import type { ShipmentDeps } from './shipmentDeps';

/**
 * Starts a fast checkout of one product (spec §7 POST /cart/fast, §3 Cart types FAST): the owner's fast
 * cart is replaced by this one line with nothing chosen yet; the regular cart is not touched.
 */
export const createFastCart =
  (deps: ShipmentDeps) =>
  async (ownerKey: string, request: LineQuantity): Promise<E.Either<{ readonly _tag: 'PRODUCT_NOT_FOUND' } | WrongCartState, CartView>> => {
    const [ware] = await deps.catalogue.wares([request.wareId]);
    if (ware?.productId !== request.productId) return E.left({ _tag: 'PRODUCT_NOT_FOUND' });
    const saved = await updateCart(deps)(
      cartOwner(ownerKey, 'FAST').cartKey,
      (cart): E.Either<never, StoredCart> => E.right({ ...cart, lines: [newCartLine(request)], checkout: { ...EMPTY_CHECKOUT, cartType: 'FAST' } }),
    );
    return E.isLeft(saved) ? saved : E.right(await viewCart(deps)(saved.right));
  };
