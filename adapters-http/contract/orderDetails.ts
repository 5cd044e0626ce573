import * as t from 'io-ts';
import { Currency } from './currency';
import { OrderStatus } from './orders';

/** Query of GET /web-api/v1/orders/{orderNumber} (spec §7 Orders: force flag): force asks the acquirer about a pending payment first. */
export const OrderQuery = t.exact(t.partial({ force: t.keyof({ true: null, false: null }) }));

const Contact = t.type({ firstName: t.string, lastName: t.string, phone: t.string });

/** Answer of GET /web-api/v1/orders/{orderNumber} (spec §3 Order; fields beyond orderNumber are the shop's): what the thank-you page shows. */
export const OrderDetails = t.type({
  orderNumber: t.string,
  status: OrderStatus,
  createdAt: t.string,
  /** Every amount below is in this currency: the market's the order was placed in. */
  currency: Currency,
  obtainingType: t.keyof({ PICKUP: null, DELIVERY: null }),
  /** The shop or pickup point for PICKUP, null for DELIVERY. */
  pickupPoint: t.union([t.type({ shopNumber: t.string, name: t.string, address: t.string }), t.null]),
  /** The address line for DELIVERY, null for PICKUP. */
  deliveryAddress: t.union([t.string, t.null]),
  owner: Contact,
  receiver: t.union([Contact, t.null]),
  paymentMethod: t.string,
  paymentTool: t.union([t.string, t.null]),
  /** The latest payment attempt's status (null before any): PENDING may still be paid at the acquirer, FAILED/CANCELLED may be retried. */
  paymentStatus: t.union([t.keyof({ PENDING: null, SUCCEEDED: null, FAILED: null, CANCELLED: null }), t.null]),
  /** Why the owner cancelled it (null if not cancelled by the customer): the reason's code and text, their comment or ''. */
  cancellation: t.union([t.type({ reasonCode: t.string, reason: t.string, comment: t.string }), t.null]),
  /** Until when a return may be filed (received orders; null for others): the return window's end, ISO. */
  returnDeadline: t.union([t.string, t.null]),
  items: t.array(t.type({ productId: t.string, wareId: t.string, name: t.string, brand: t.string, size: t.string, quantity: t.number, price: t.number })),
  total: t.type({
    productsCost: t.number,
    discountAmount: t.number,
    bonusAmount: t.number,
    giftCardsAmount: t.number,
    deliveryCost: t.number,
    totalCost: t.number,
    amountToPay: t.number,
  }),
});
export type OrderDetails = t.TypeOf<typeof OrderDetails>;

/** A whole number of units an operator adds, 1 to 999 like a cart line. */
const AddedQuantity = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 1 && n <= 999, 'AddedQuantity');

/** Body of POST /web-api/v1/csm/orders/products (spec §7 Auth, §6 ADD_PRODUCT; body not shown). */
export const AddOrderProductsRequest = t.type({
  orderNumber: t.string,
  items: t.refinement(
    t.array(t.type({ productId: t.string, wareId: t.string, quantity: AddedQuantity })),
    (items) => items.length >= 1 && items.length <= 100,
    'Items',
  ),
});
