import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import { CartQuery, SetQuantityRequest } from '../../contract/cart';
import { decodeBody, decodeQuery } from '../decode';
import { encodeCart } from '../encode/encodeCart';
import { failure } from '../failure';
import type { SessionVariables } from '../session';
import type { getCart } from '../../../application/cart/getCart';
import type { setCartQuantity } from '../../../application/cart/setCartQuantity';

/** Cart calls of spec §7, acting on the session owner's cart. */
export function cartRoutes(useCases: { readonly getCart: ReturnType<typeof getCart>; readonly setCartQuantity: ReturnType<typeof setCartQuantity> }) {
  return new Hono<{ Variables: SessionVariables }>()
    .get('/cart', async (c) => {
      if (E.isLeft(decodeQuery(c, CartQuery))) return failure(c, 'INCORRECT_REQUEST');
      return c.json(encodeCart(await useCases.getCart(c.get('ownerKey'))));
    })
    .post('/cart/products/_set-quantity', async (c) => {
      if (E.isLeft(decodeQuery(c, CartQuery))) return failure(c, 'INCORRECT_REQUEST');
      const body = await decodeBody(c, SetQuantityRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const cart = await useCases.setCartQuantity(c.get('ownerKey'), body.right.items);
      return E.isRight(cart) ? c.json(encodeCart(cart.right)) : failure(c, cart.left._tag);
    });
}
