import * as E from 'fp-ts/Either';
import { Hono } from 'hono';
import { CartQuery } from '../../contract/cart';
import { AddOrderProductsRequest, OrderQuery } from '../../contract/orderDetails';
import { IDEMPOTENCY_KEY_HEADER, PlaceOrderRequest, type PlacedOrder } from '../../contract/orders';
import { cartOwnerOf } from '../cartOwnerOf';
import { decodeBody, decodeQuery } from '../decode';
import { encodeOrder } from '../encode/encodeOrder';
import { failure } from '../failure';
import type { OrderUseCases } from '../orderDeps';
import type { SessionVariables } from '../session';
import { notAuthorized } from './authRoutes';

/** A client's retry key: printable ASCII, as long as a UUID or a little more. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/**
 * Orders (spec §7): POST /cart/orders places the session owner's order, GET /orders/{n} shows it to its
 * owner only, POST /csm/orders/products lets an operator in add-product mode add to it.
 */
export function orderRoutes(orders: OrderUseCases) {
  return new Hono<{ Variables: SessionVariables }>()
    .post('/cart/orders', async (c) => {
      const key = c.req.header(IDEMPOTENCY_KEY_HEADER) ?? '';
      if (E.isLeft(decodeQuery(c, CartQuery)) || !IDEMPOTENCY_KEY.test(key)) return failure(c, 'INCORRECT_REQUEST');
      const body = await decodeBody(c, PlaceOrderRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      // ?cartType=FAST: the fast cart (fastCartOwner made the owner key its cart key); the order is the session owner's.
      const owner = cartOwnerOf(c);
      const placed = await orders.placeOrder({ ...body.right, ...owner, customerId: c.get('viewer').customerId, idempotencyKey: key });
      return E.isRight(placed) ? c.json(placed.right satisfies PlacedOrder) : failure(c, placed.left._tag);
    })
    .get('/orders/:orderNumber', async (c) => {
      const query = decodeQuery(c, OrderQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const order = await orders.getOrder(c.get('ownerKey'), c.req.param('orderNumber'), query.right.force === 'true');
      return E.isRight(order) ? c.json(encodeOrder(order.right)) : failure(c, 'NOT_FOUND');
    })
    .post('/csm/orders/products', async (c) => {
      const body = await decodeBody(c, AddOrderProductsRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const added = await orders.addOrderProducts(c.get('viewer'), body.right.orderNumber, body.right.items);
      if (E.isLeft(added)) return added.left._tag === 'NOT_AUTHORIZED' ? notAuthorized(c) : failure(c, added.left._tag);
      const { orderNumber, status, total } = encodeOrder({ order: added.right, items: [], paymentStatus: null });
      return c.json({ orderNumber, status, total });
    });
}
