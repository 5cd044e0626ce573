import * as E from 'fp-ts/Either';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { OrderDetails } from '../../adapters-http/contract/orderDetails';
import { OrdersPage, type OrderHistoryPageData, type ProfileOrderPageData } from '../../adapters-http/contract/profileOrders';
import type { PageMissing } from '../../adapters-ui-react/pageData';

/** /profile/order_history/ over the API; 401 means an anonymous visitor (spec §6). */
export const httpOrderHistoryPage =
  (request: ApiRequest) =>
  async (page: number): Promise<OrderHistoryPageData> => {
    const history = await request('GET', `/orders?page=${page}`, OrdersPage);
    if (E.isRight(history)) return { signedIn: true, history: history.right };
    if (history.left.status === 401) return { signedIn: false };
    throw new Error(history.left.message);
  };

/**
 * /profile/order_history/{n} over the API. GET /orders/{n} answers 404 to anyone not the owner, so the
 * list call (401 when anonymous) tells a visitor to sign in from an order that is not theirs.
 */
export const httpProfileOrderPage =
  (request: ApiRequest) =>
  async (orderNumber: string): Promise<ProfileOrderPageData | PageMissing> => {
    const [signedIn, order] = await Promise.all([
      request('GET', '/orders?pageSize=1', OrdersPage),
      request('GET', `/orders/${encodeURIComponent(orderNumber)}`, OrderDetails),
    ]);
    if (E.isLeft(signedIn) && signedIn.left.status === 401) return { signedIn: false };
    if (E.isRight(order)) return { signedIn: true, order: order.right };
    if (order.left.status === 404) return { missing: 404 };
    throw new Error(order.left.message);
  };
