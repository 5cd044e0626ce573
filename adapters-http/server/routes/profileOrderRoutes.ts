import * as E from 'fp-ts/Either';
import { Hono, type Context } from 'hono';
import { ORDERS_PAGE_SIZE } from '../../../application/orders/listOrders';
import { CANCEL_REASONS } from '../../../domain/order/orderCancellation';
import {
  CancelOrderRequest,
  EditReasonRequest,
  OrdersQuery,
  type CancelReasons,
  type OrderEditAnswer,
  type ProlongedReceivingDate,
} from '../../contract/profileOrders';
import { decodeBody, decodeQuery } from '../decode';
import { encodeOrdersPage } from '../encode/encodeOrderSummary';
import { encodeRetailPurchase, encodeRetailPurchasesPage } from '../encode/encodeRetailPurchase';
import { failure } from '../failure';
import type { OrderUseCases } from '../orderDeps';
import type { SessionVariables } from '../session';

type Ctx = Context<{ Variables: SessionVariables }>;
/** The customer the call acts for: the signed-in one, or the one an operator acts as. */
const customer = (c: Ctx): string | null => c.get('viewer').customerId;

/** The customer and the page a list call asks for (`?page&pageSize`), or why it cannot be answered. */
function customerPage(c: Ctx): E.Either<'NOT_AUTHORIZED' | 'INCORRECT_REQUEST', { id: string; page: number; pageSize: number }> {
  const id = customer(c);
  if (!id) return E.left('NOT_AUTHORIZED');
  const query = decodeQuery(c, OrdersQuery);
  if (E.isLeft(query)) return query;
  return E.right({ id, page: Number(query.right.page ?? 1), pageSize: Number(query.right.pageSize ?? ORDERS_PAGE_SIZE.default) });
}

/**
 * The profile's orders (spec §7 Orders): GET /orders lists the signed-in customer's, GET /orders/cancel-reasons
 * and POST /orders/{n}/_cancel cancel one; POST /orders/{n}/_prolong-receiving-date keeps one longer in the shop,
 * POST /orders/{n}/edit-reasons asks to change one. GET /orders/retails and /orders/retails/{n}: the purchases in shops. Mounted before orderRoutes, whose /orders/{n} would take "cancel-reasons".
 */
export function profileOrderRoutes(orders: OrderUseCases) {
  return new Hono<{ Variables: SessionVariables }>()
    .get('/orders', async (c) => {
      const asked = customerPage(c);
      if (E.isLeft(asked)) return failure(c, asked.left);
      const { id, page, pageSize } = asked.right;
      return c.json(encodeOrdersPage(page, pageSize, await orders.listOrders(id, page, pageSize)));
    })
    .get('/orders/retails', async (c) => {
      const asked = customerPage(c);
      if (E.isLeft(asked)) return failure(c, asked.left);
      const { id, page, pageSize } = asked.right;
      return c.json(encodeRetailPurchasesPage(page, pageSize, await orders.listRetailPurchases(id, page, pageSize)));
    })
    .get('/orders/retails/:receiptNumber', async (c) => {
      const id = customer(c);
      if (!id) return failure(c, 'NOT_AUTHORIZED');
      const purchase = await orders.getRetailPurchase(id, c.req.param('receiptNumber'));
      return E.isRight(purchase) ? c.json(encodeRetailPurchase(purchase.right)) : failure(c, purchase.left);
    })
    .get('/orders/cancel-reasons', (c) => c.json(CANCEL_REASONS.map(({ code, name }) => ({ code, name })) satisfies CancelReasons))
    .post('/orders/:orderNumber/_cancel', async (c) => {
      const id = customer(c);
      if (!id) return failure(c, 'NOT_AUTHORIZED');
      const body = await decodeBody(c, CancelOrderRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const { cancelReasonCode, comment, isTroubleProduct = false } = body.right;
      const orderNumber = c.req.param('orderNumber');
      const cancelled = await orders.cancelOrder(id, orderNumber, { cancelReasonCode, comment: comment ?? '', isTroubleProduct });
      return E.isRight(cancelled) ? c.json({ orderNumber, status: cancelled.right.status }) : failure(c, cancelled.left._tag);
    })
    .post('/orders/:orderNumber/_prolong-receiving-date', async (c) => {
      const id = customer(c);
      if (!id) return failure(c, 'NOT_AUTHORIZED');
      const orderNumber = c.req.param('orderNumber');
      const prolonged = await orders.prolongReceivingDate(id, orderNumber);
      return E.isRight(prolonged) ? c.json({ orderNumber, ...prolonged.right } satisfies ProlongedReceivingDate) : failure(c, prolonged.left);
    })
    .post('/orders/:orderNumber/edit-reasons', async (c) => {
      const id = customer(c);
      if (!id) return failure(c, 'NOT_AUTHORIZED');
      const body = await decodeBody(c, EditReasonRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const orderNumber = c.req.param('orderNumber');
      const asked = await orders.requestOrderEdit(id, orderNumber, body.right.editReasonMnemocode);
      if (E.isLeft(asked)) return failure(c, asked.left);
      const { reason, name, callback, message } = asked.right;
      return c.json({ orderNumber, editReasonMnemocode: reason, name, callback, message } satisfies OrderEditAnswer);
    });
}
