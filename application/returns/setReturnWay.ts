import * as E from 'fp-ts/Either';
import { editReturnCart, type ReturnCartDeps } from './editReturnCart';

/** How the goods go back: to a shop taking returns, or picked up by a courier at an address. */
export type ReturnWay = { readonly returnPoint: string } | { readonly address: string };

export type WayFailure = { readonly _tag: 'RETURN_POINT_UNAVAILABLE' };

/**
 * Sets the potential return order's way (spec §7 POST and PATCH /orders/{n}/return-carts/current/potential-return-order
 * {address, returnPoint}): a shop among the order's return points, or a courier address; one replaces the other.
 */
export const setReturnWay = (deps: ReturnCartDeps) => async (customerId: string, orderNumber: string, way: ReturnWay) => {
  const points = 'returnPoint' in way ? await deps.carts.returnPoints(orderNumber) : [];
  return editReturnCart<WayFailure>(deps, customerId, orderNumber, (cart) => {
    if ('returnPoint' in way) {
      return points.some((p) => p.shopNumber === way.returnPoint)
        ? E.right({ ...cart, returnPoint: way.returnPoint, address: null })
        : E.left({ _tag: 'RETURN_POINT_UNAVAILABLE' });
    }
    return E.right({ ...cart, returnPoint: null, address: way.address.trim() });
  });
};
