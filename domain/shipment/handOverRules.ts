import type { HandOver } from '../payment/allowedPaymentOptions';

/** What about a product decides how it may be handed over (spec §4 Product availability). */
export interface HandOverTraits {
  /** A partner seller ships it from its own warehouse: by courier only. */
  readonly shippedBySeller: boolean;
  /** Heavy goods (over 15 kg) are not carried by couriers or to pickup points: shops only. */
  readonly bulky: boolean;
}

/** spec §4: 'delivery only' and 'retail only' goods. */
export type HandOverLimit = 'DELIVERY_ONLY' | 'RETAIL_ONLY';

const ALL: readonly HandOver[] = ['SHOP', 'PICKUP_POINT', 'COURIER'];

/** The ways a product may be handed over: a partner's by courier, bulky goods in shops, the rest every way. */
export function handOverWays(traits: HandOverTraits): readonly HandOver[] {
  if (traits.shippedBySeller) return traits.bulky ? [] : ['COURIER'];
  return traits.bulky ? ['SHOP'] : ALL;
}

/** The product's limit as the shop names it, null when any way will do (spec §4 Product availability). */
export function handOverLimit(traits: HandOverTraits): HandOverLimit | null {
  if (traits.shippedBySeller) return 'DELIVERY_ONLY';
  return traits.bulky ? 'RETAIL_ONLY' : null;
}

/** Whether goods with this limit may be handed over this way (spec §4 Product availability). */
export function mayHandOver(limit: HandOverLimit | null | undefined, way: HandOver): boolean {
  if (limit === 'DELIVERY_ONLY') return way === 'COURIER';
  if (limit === 'RETAIL_ONLY') return way === 'SHOP';
  return true;
}

/** The shopper's words for a limit: what the pickup list and the refusal say about such goods. */
export const HAND_OVER_LIMIT_TEXTS: Readonly<Record<HandOverLimit, string>> = {
  DELIVERY_ONLY: 'только доставка курьером',
  RETAIL_ONLY: 'только самовывоз из магазина',
};
