import type { CheckoutState } from '../checkout/checkoutState';
import type { PromoCode } from '../checkout/promoCodes';
import { HOME_MARKET, priceInMarket, type Market } from './market';

/** Whether a market is Russia, where roubles, bonuses and gift cards live (spec §1 default country ru). */
export const isHomeMarket = (market: Market): boolean => market.country === HOME_MARKET.country;

/** A promo code's rouble amounts in a market: the fixed discount and the products cost it needs; a percent stays a percent (spec §1, §3 Cart discounts). */
export function promoCodeInMarket(promo: PromoCode, market: Market): PromoCode {
  return {
    ...promo,
    value: promo.kind === 'AMOUNT' ? priceInMarket(promo.value, market) : promo.value,
    minProductsCost: priceInMarket(promo.minProductsCost, market),
  };
}

/** A delivery tariff, kept in roubles, in a market: its cost and free-delivery limit converted (spec §1, §4 Delivery variants). */
export function tariffInMarket<T extends { readonly deliveryCost: string; readonly freeDeliveryLimit: string | null }>(tariff: T, market: Market): T {
  const { deliveryCost, freeDeliveryLimit } = tariff;
  return {
    ...tariff,
    deliveryCost: priceInMarket(deliveryCost, market).toString(),
    freeDeliveryLimit: freeDeliveryLimit === null ? null : priceInMarket(freeDeliveryLimit, market).toString(),
  };
}

/** The cart's checkout with its chosen delivery tariff in a market (spec §1, §3 Cart totals deliveryCost). */
export function checkoutInMarket(checkout: CheckoutState, market: Market): CheckoutState {
  const shipment = checkout.shipment;
  if (shipment?.type !== 'DELIVERY' || !shipment.variant) return checkout;
  return { ...checkout, shipment: { ...shipment, variant: tariffInMarket(shipment.variant, market) } };
}
