import * as E from 'fp-ts/Either';
import type { OrderHistoryPageData, ProfileOrderPageData } from '../../adapters-http/contract/profileOrders';
import { encodeOrder } from '../../adapters-http/server/encode/encodeOrder';
import { encodeOrdersPage } from '../../adapters-http/server/encode/encodeOrderSummary';
import type { OrderUseCases } from '../../adapters-http/server/orderDeps';
import { ORDERS_PAGE_SIZE } from '../../application/orders/listOrders';
import { customerIdOf } from '../../application/shipment/cartOwner';
import type { PageMissing } from '../../adapters-ui-react/pageData';

/** /profile/order_history/ rendered on the server, for the signed-in customer. */
export const serverOrderHistoryPage =
  (orders: OrderUseCases, ownerKey: string) =>
  async (page: number): Promise<OrderHistoryPageData> => {
    const customerId = customerIdOf(ownerKey);
    if (!customerId) return { signedIn: false };
    return { signedIn: true, history: encodeOrdersPage(page, ORDERS_PAGE_SIZE.default, await orders.listOrders(customerId, page, ORDERS_PAGE_SIZE.default)) };
  };

/** /profile/order_history/{n} rendered on the server: the customer's own order, as GET /orders/{n} answers it. */
export const serverProfileOrderPage =
  (orders: OrderUseCases, ownerKey: string) =>
  async (orderNumber: string): Promise<ProfileOrderPageData | PageMissing> => {
    if (!customerIdOf(ownerKey)) return { signedIn: false };
    const order = await orders.getOrder(ownerKey, orderNumber, false);
    return E.isRight(order) ? { signedIn: true, order: encodeOrder(order.right) } : { missing: 404 };
  };
