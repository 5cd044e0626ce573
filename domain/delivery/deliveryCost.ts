import Decimal from 'decimal.js';
import type { CheckoutState } from '../checkout/checkoutState';

/**
 * What delivery costs the cart now: the chosen variant's cost, or 0 once the products cost reaches
 * the variant's free-delivery limit; 0 for pickup or before a variant is chosen (spec §7 PUT
 * /cart/delivery/variants {freeDeliveryLimit, deliveryCost}, §3 Cart totals deliveryCost).
 */
export function currentDeliveryCost(checkout: CheckoutState, productsCost: Decimal.Value): Decimal {
  const variant = checkout.shipment?.type === 'DELIVERY' ? checkout.shipment.variant : null;
  if (!variant) return new Decimal(0);
  const freeFrom = variant.freeDeliveryLimit === null ? null : new Decimal(variant.freeDeliveryLimit);
  return freeFrom !== null && new Decimal(productsCost).greaterThanOrEqualTo(freeFrom) ? new Decimal(0) : new Decimal(variant.deliveryCost);
}
