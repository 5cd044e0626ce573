import type { Context, MiddlewareHandler } from 'hono';
import { cartOwner, ownerOfCart, type CartOwner } from '../../application/shipment/cartOwner';
import type { SessionVariables } from './session';

/**
 * Cart calls with ?cartType=FAST act on the owner's fast cart (spec §7: all cart calls take cartType):
 * the owner key becomes the fast cart's key for every cart route, so each of them works on it unchanged.
 */
export function fastCartOwner(): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    if (c.req.query('cartType') === 'FAST') c.set('ownerKey', cartOwner(c.get('ownerKey'), 'FAST').cartKey);
    await next();
  };
}

/** The cart a call acts on and the session owner it belongs to (whose location counts). */
export function cartOwnerOf(c: Context<{ Variables: SessionVariables }>): CartOwner {
  return ownerOfCart(c.get('ownerKey'));
}
