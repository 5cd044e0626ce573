import * as t from 'io-ts';
import { MAX_CANCEL_COMMENT_LENGTH } from '../../domain/order/orderCancellation';
import { ORDERS_PAGE_SIZE } from '../../application/orders/listOrders';
import { Currency } from './currency';
import type { OrderDetails } from './orderDetails';
import { OrderStatus } from './orders';

const NumberText = (max: number, name: string) => t.refinement(t.string, (s) => /^[1-9]\d{0,5}$/.test(s) && Number(s) <= max, name);

/** Query of GET /web-api/v1/orders (spec §7 Orders, §9: page from 1, 5 orders a page by default, at most 50). */
export const OrdersQuery = t.exact(t.partial({ page: NumberText(999_999, 'Page'), pageSize: NumberText(ORDERS_PAGE_SIZE.max, 'PageSize') }));

/** One order of the profile's history (fields the shop's: the spec shows only the call). */
export const OrderSummary = t.type({
  orderNumber: t.string,
  status: OrderStatus,
  /** The status as the shopper reads it («Ожидает оплаты», «Отменён», …). */
  statusName: t.string,
  createdAt: t.string,
  currency: Currency,
  total: t.type({ totalCost: t.number, amountToPay: t.number }),
  /** How it is obtained, and where: the pickup point's name and address, or the delivery address. */
  shipment: t.type({ obtainingType: t.keyof({ PICKUP: null, DELIVERY: null }), place: t.string }),
  itemCount: t.number,
  /** Until when a return may be filed (received orders; null for others): the return window's end, ISO. */
  returnDeadline: t.union([t.string, t.null]),
  /** Pictures of the first products, small. */
  images: t.array(t.string),
});
export type OrderSummary = t.TypeOf<typeof OrderSummary>;

/** Answer of GET /web-api/v1/orders: the signed-in customer's orders, newest first. */
export const OrdersPage = t.type({ orders: t.array(OrderSummary), pagination: t.type({ page: t.number, pageSize: t.number, total: t.number }) });
export type OrdersPage = t.TypeOf<typeof OrdersPage>;

/** Answer of GET /web-api/v1/orders/cancel-reasons (spec §7): the reasons a customer may give. */
export const CancelReasons = t.array(t.type({ code: t.string, name: t.string }));
export type CancelReasons = t.TypeOf<typeof CancelReasons>;

/** Body of POST /web-api/v1/orders/{n}/_cancel (spec §3 Cancel order); the reason code is checked against the list. */
export const CancelOrderRequest = t.intersection([
  t.type({ cancelReasonCode: t.string }),
  t.partial({
    comment: t.union([t.refinement(t.string, (s) => s.length <= MAX_CANCEL_COMMENT_LENGTH, 'CancelComment'), t.null]),
    isTroubleProduct: t.boolean,
  }),
]);

/** Answer of POST /web-api/v1/orders/{n}/_cancel. */
export const CancelledOrder = t.type({ orderNumber: t.string, status: OrderStatus });

/** What /profile/order_history/ shows; nothing for an anonymous visitor but a sign-in prompt. */
export type OrderHistoryPageData = { readonly signedIn: false } | { readonly signedIn: true; readonly history: OrdersPage };

/** What /profile/order_history/{n} shows: the customer's own order. */
export type ProfileOrderPageData = { readonly signedIn: false } | { readonly signedIn: true; readonly order: OrderDetails };

/** Answer of POST /web-api/v1/orders/{n}/_prolong-receiving-date (spec §7 Orders; shape the shop's): the new last day the shop keeps it (yyyy-MM-dd). */
export const ProlongedReceivingDate = t.type({ orderNumber: t.string, receivingDateTo: t.string, prolongationsLeft: t.number });
export type ProlongedReceivingDate = t.TypeOf<typeof ProlongedReceivingDate>;

/** Body of POST /web-api/v1/orders/{n}/edit-reasons (spec §7 Orders). */
export const EditReasonRequest = t.type({ editReasonMnemocode: t.refinement(t.string, (s) => s.length <= 50, 'EditReasonCode') });

/** Its answer (the shop's): the reason's name, whether an operator calls back, and what happens next. */
export const OrderEditAnswer = t.type({ orderNumber: t.string, editReasonMnemocode: t.string, name: t.string, callback: t.boolean, message: t.string });
export type OrderEditAnswer = t.TypeOf<typeof OrderEditAnswer>;

/** A purchase at a shop's till with the club card (spec §7 GET /orders/retails; fields the shop's). Money in roubles. */
const RetailPurchaseSummary = t.type({
  receiptNumber: t.string,
  purchasedAt: t.string,
  shop: t.type({ shopNumber: t.string, name: t.string, address: t.string }),
  total: t.number,
  itemCount: t.number,
});

/** Answer of GET /web-api/v1/orders/retails (spec §7 Orders, §9 lists): the customer's purchases in shops, newest first. */
export const RetailPurchasesPage = t.type({
  purchases: t.array(RetailPurchaseSummary),
  pagination: t.type({ page: t.number, pageSize: t.number, total: t.number }),
});
export type RetailPurchasesPage = t.TypeOf<typeof RetailPurchasesPage>;

/** Answer of GET /web-api/v1/orders/retails/{n}: the receipt's lines and the bonuses it spent and earned. */
export const RetailPurchaseDetails = t.intersection([
  RetailPurchaseSummary,
  t.type({
    bonuses: t.type({ spent: t.number, earned: t.number }),
    items: t.array(t.type({ productId: t.union([t.string, t.null]), name: t.string, size: t.union([t.string, t.null]), quantity: t.number, price: t.number })),
  }),
]);
export type RetailPurchaseDetails = t.TypeOf<typeof RetailPurchaseDetails>;
