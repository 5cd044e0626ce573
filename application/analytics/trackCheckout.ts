import { countsTowardsTotals } from '../../domain/cart/cartTotals';
import { TRACKER_EVENTS, type CheckoutCall } from '../../domain/analytics/trackerEvents';
import type { CheckoutState } from '../../domain/checkout/checkoutState';
import type { CartView } from '../cart/cartView';
import type { RecordEvents } from '../shell/EventStore';
import type { TrackerPayload } from './TrackerPayload';

/** How the order is obtained, as the tracker's shipping tier: PICKUP, or the delivery's service level (ORDINARY, EXPRESS, CLICK). */
const shippingTier = (checkout: CheckoutState): string | undefined => {
  const shipment = checkout.shipment;
  if (!shipment) return undefined;
  return shipment.type === 'PICKUP' ? 'PICKUP' : (shipment.variant?.deliveryServiceLevelId ?? 'DELIVERY');
};

/**
 * POST /ga-api/v1/events/checkout-begin, checkout-set-shipment-info and checkout-set-payment-info (spec §7 Analytics):
 * the checkout's e-commerce event of the cart — the lines that count towards its totals, its total, and the shipment
 * or payment chosen so far — recorded and answered; null (nothing recorded) for a cart with nothing to order.
 */
export const trackCheckout =
  (deps: { readonly getCart: (cartKey: string) => Promise<CartView>; readonly recordEvents: RecordEvents }) =>
  async (ownerKey: string, cartKey: string, call: CheckoutCall): Promise<TrackerPayload | null> => {
    const cart = await deps.getCart(cartKey);
    const lines = cart.items.filter(countsTowardsTotals);
    if (lines.length === 0) return null;
    const tier = call === 'checkout-set-shipment-info' ? shippingTier(cart.checkout) : undefined;
    const payment = call === 'checkout-set-payment-info' ? cart.checkout.payment : null;
    const payload: TrackerPayload = {
      event: TRACKER_EVENTS[call],
      ecommerce: {
        currency: cart.market.currency,
        value: cart.totals.totalCost.toNumber(),
        items: lines.map((l) => ({
          item_id: l.product.productId,
          item_name: l.name,
          item_brand: l.brandName,
          item_variant: l.size,
          price: l.product.price.toNumber(),
          quantity: l.quantity,
        })),
        ...(tier ? { shipping_tier: tier } : {}),
        ...(payment ? { payment_type: payment.paymentTool ?? payment.paymentMethod } : {}),
      },
    };
    await deps.recordEvents(ownerKey, [{ group: 'ga', event: call, pageType: null, payload, occurredAt: null }]);
    return payload;
  };
