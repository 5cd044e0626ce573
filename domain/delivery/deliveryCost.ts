import Decimal from 'decimal.js';
import type { CheckoutState } from '../checkout/checkoutState';

/**
 * What delivery costs the cart now: the chosen variant's cost, or 0 once the products cost reaches
 * the variant's free-delivery limit; 0 for pickup or before a variant is chosen (spec §7 PUT
 * /cart/delivery/variants {freeDeliveryLimit, deliveryCost}, §3 Cart totals deliveryCost).
 */
export function currentDeliveryCost(checkout: CheckoutState, productsCost: Decimal.Value): Decimal {
  const variant = checkout.shipment?.type === 'DELIVERY' ? checkout.shipment.variant : null;
  return variant ? tariffCharge(variant, productsCost) : new Decimal(0);
}

/** What a tariff charges for a products cost: its cost, or 0 from its free-delivery limit on (spec §7 PUT /cart/delivery/variants {freeDeliveryLimit, deliveryCost}). */
export function tariffCharge(
  tariff: { readonly deliveryCost: Decimal.Value; readonly freeDeliveryLimit: Decimal.Value | null },
  productsCost: Decimal.Value,
): Decimal {
  const free = tariff.freeDeliveryLimit !== null && new Decimal(productsCost).greaterThanOrEqualTo(tariff.freeDeliveryLimit);
  return free ? new Decimal(0) : new Decimal(tariff.deliveryCost);
}
