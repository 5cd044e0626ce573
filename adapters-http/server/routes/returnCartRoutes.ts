import * as E from 'fp-ts/Either';
import { Hono, type Context } from 'hono';
import type { ReturnCartView } from '../../../application/returns/editReturnCart';
import type { ReturnUseCases } from '../../../application/returns/returnUseCases';
import { PotentialReturnOrderRequest, ReturnItemRequest, ReturnProductsQuery, SelectReturnProductsRequest } from '../../contract/returns';
import { productImageUrl } from '../../contract/mediaUrl';
import { decodeBody, decodeQuery } from '../decode';
import { encodeReturnCart } from '../encode/encodeReturns';
import { failure, type FailureTag } from '../failure';
import type { SessionVariables } from '../session';
import { signedInOnly } from '../signedInOnly';

type Ctx = Context<{ Variables: SessionVariables }>;
const customer = (c: Ctx): string => c.get('viewer').customerId!;
const answer = (c: Ctx, view: E.Either<{ readonly _tag: FailureTag }, ReturnCartView>) =>
  E.isRight(view) ? c.json(encodeReturnCart(view.right)) : failure(c, view.left._tag);

/**
 * The customer's draft return of an order (spec §7: POST /orders/{n}/return-carts/current, products/_select,
 * items/{itemId}, potential-return-order; GET /return-carts/products, /return-carts/{id}/map-points). Signed-in
 * customers only; another customer's order is 404.
 */
export function returnCartRoutes(returns: ReturnUseCases) {
  const setWay = async (c: Ctx) => {
    const body = await decodeBody(c, PotentialReturnOrderRequest);
    if (E.isLeft(body)) return failure(c, body.left);
    return answer(c, await returns.setReturnWay(customer(c), c.req.param('orderNumber')!, body.right));
  };
  return new Hono<{ Variables: SessionVariables }>()
    .use('/orders/:orderNumber/return-carts/*', signedInOnly)
    .use('/return-carts/*', signedInOnly)
    .post('/orders/:orderNumber/return-carts/current', async (c) => answer(c, await returns.openReturnCart(customer(c), c.req.param('orderNumber'))))
    .post('/orders/:orderNumber/return-carts/products/_select', async (c) => {
      const body = await decodeBody(c, SelectReturnProductsRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      return answer(c, await returns.selectReturnProducts(customer(c), c.req.param('orderNumber'), body.right.selectedProducts));
    })
    .put('/orders/:orderNumber/return-carts/current/items/:itemId', async (c) => {
      const body = await decodeBody(c, ReturnItemRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const { quantity, reasonCode = null, comment = null } = body.right;
      return answer(
        c,
        await returns.updateReturnCartItem(customer(c), c.req.param('orderNumber'), c.req.param('itemId'), { quantity, reasonCode, comment: comment ?? '' }),
      );
    })
    .post('/orders/:orderNumber/return-carts/current/potential-return-order', setWay)
    .patch('/orders/:orderNumber/return-carts/current/potential-return-order', setWay)
    .get('/return-carts/products', async (c) => {
      const query = decodeQuery(c, ReturnProductsQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const products = await returns.returnProducts(query.right.productIds.split(','));
      return c.json({ products: products.map((p) => ({ ...p, image: productImageUrl(p.productId, 0, 96) })) });
    })
    .get('/return-carts/:id/map-points', async (c) => {
      const points = await returns.listReturnPoints(customer(c), c.req.param('id'));
      return points ? c.json({ points }) : failure(c, 'NOT_FOUND');
    });
}
