import * as t from 'io-ts';

/** Header that makes POST /cart/orders safe to retry: the same key gives the same order. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * Body of POST /web-api/v1/cart/orders (spec §7; body not shown): the cart version the shopper saw
 * (WRONG_CART_STATE when it changed since), consent to personal-data processing (checkout step 4)
 * and the newsletter choice (step 5).
 */
export const PlaceOrderRequest = t.intersection([
  t.type({ version: t.number, privacyConsent: t.boolean }),
  t.partial({ subscription: t.boolean, comment: t.string }),
]);
export type PlaceOrderRequest = t.TypeOf<typeof PlaceOrderRequest>;

/** Order states: AWAITING_PAYMENT for online payment not yet confirmed, CREATED for payment on receipt. */
export const OrderStatus = t.keyof({ AWAITING_PAYMENT: null, CREATED: null, PAID: null, CANCELLED: null, RECEIVED: null });

/** Answer of POST /cart/orders: where the browser goes next — the acquirer's page, or the thank-you page when paymentUrl is null. */
export const PlacedOrder = t.type({
  orderNumber: t.string,
  status: OrderStatus,
  paymentUrl: t.union([t.string, t.null]),
});
export type PlacedOrder = t.TypeOf<typeof PlacedOrder>;
