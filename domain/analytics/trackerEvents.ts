/**
 * The analytics tracker's calls (spec §7 Analytics: GET /ga-api/v1/products/{id}, GET …/events/product-add-to-cart,
 * product-pick-size, POST products-remove-from-cart, checkout-begin, checkout-set-shipment-info,
 * checkout-set-payment-info), each with the e-commerce event it reports, in GA4's names (pick_size is the shop's own).
 */
export const TRACKER_EVENTS = {
  'product-view': 'view_item',
  'product-add-to-cart': 'add_to_cart',
  'product-pick-size': 'pick_size',
  'products-remove-from-cart': 'remove_from_cart',
  'checkout-begin': 'begin_checkout',
  'checkout-set-shipment-info': 'add_shipping_info',
  'checkout-set-payment-info': 'add_payment_info',
} as const;
type TrackerCall = keyof typeof TRACKER_EVENTS;
export type ProductCall = Extract<TrackerCall, `product${string}`>;
export type CheckoutCall = Extract<TrackerCall, `checkout-${string}`>;
