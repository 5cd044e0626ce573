import type { OrderStatus } from '../../domain/order/orderStatus';
import type { GuestOrderClaims } from './GuestOrderClaims';
import type { OrderAmounts, OrderShipment } from './OrderRepository';
import { LIST_PAGE_SIZE } from '../../domain/display/limits';

/** An order as the profile's order history lists it (spec §7 GET /orders?page&pageSize). */
export interface OrderSummary extends Pick<OrderAmounts, 'currency' | 'totalCost' | 'amountToPay'> {
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly createdAt: Date;
  /** When the customer received it: the return window counts from it. */
  readonly receivedAt: Date | null;
  readonly shipment: OrderShipment;
  /** Units ordered, all lines together. */
  readonly itemCount: number;
  /** The first products of the order (by line), for their pictures; at most the number asked for. */
  readonly productIds: readonly string[];
}

export interface OrderSummaryPage {
  readonly orders: readonly OrderSummary[];
  /** How many orders the customer has in all. */
  readonly total: number;
}

/** The customer's orders, read page by page. */
export interface OrderHistory {
  /** Orders of the customer, newest first, skipping `offset`; each with up to `productsPerOrder` product ids. */
  readonly page: (customerId: string, offset: number, limit: number, productsPerOrder: number) => Promise<OrderSummaryPage>;
}

/** The order history's page sizes: the shop's list sizes (spec §9). */
export const ORDERS_PAGE_SIZE = LIST_PAGE_SIZE;
/** Pictures an order shows in the list: enough to recognise it on a phone's width. */
export const ORDER_PREVIEW_PRODUCTS = 3;

/**
 * A page (from 1) of the signed-in customer's orders, newest first; guest orders placed meanwhile with their
 * verified phone (in another browser, say) are theirs first (docs/orders.md, Guest orders).
 */
export const listOrders =
  (deps: { readonly history: OrderHistory; readonly claims: GuestOrderClaims }) =>
  async (customerId: string, page: number, pageSize: number): Promise<OrderSummaryPage> => {
    await deps.claims.claim(customerId);
    return deps.history.page(customerId, (page - 1) * pageSize, pageSize, ORDER_PREVIEW_PRODUCTS);
  };
