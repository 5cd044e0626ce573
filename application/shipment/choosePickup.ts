import * as E from 'fp-ts/Either';
import type { StoredCart, WrongCartState } from '../cart/CartRepository';
import { updateCart } from '../cart/updateCart';
import { viewCart } from '../cart/getCart';
import type { CartView } from '../cart/cartView';
import { pickupPointFor } from './getPickupPoint';
import type { ShipmentDeps } from './shipmentDeps';
import type { CartOwner } from './cartOwner';

export type ChoosePickupError = { readonly _tag: 'NOT_FOUND' } | { readonly _tag: 'PICKUP_POINT_UNAVAILABLE' } | WrongCartState;

/**
 * Picks up the order at a shop or pickup point (spec §7 POST /cart/obtaining-methods/pickup {id, inStock}).
 * Refused where none of the selected lines can be picked up, or, with inStock (only what is there today),
 * where nothing is there today. Delivery services do not apply to pickup and are dropped.
 */
export const choosePickup =
  (deps: ShipmentDeps) =>
  async (owner: CartOwner, request: { readonly id: string; readonly inStock: boolean }): Promise<E.Either<ChoosePickupError, CartView>> => {
    const saved = await updateCart(deps)(owner.cartKey, async (cart): Promise<E.Either<ChoosePickupError, StoredCart>> => {
      const at = await pickupPointFor(deps)(cart, request.id);
      if (E.isLeft(at)) return at;
      const usable = request.inStock ? at.right.point.hasStockToday : at.right.point.availableCount > 0;
      if (!usable) return E.left({ _tag: 'PICKUP_POINT_UNAVAILABLE' });
      return E.right({ ...cart, checkout: { ...cart.checkout, shipment: { type: 'PICKUP', pointId: request.id, inStock: request.inStock }, services: [] } });
    });
    return E.isLeft(saved) ? saved : E.right(await viewCart(deps)(saved.right));
  };
