import Decimal from 'decimal.js';

// The spec names the refusals (§8 ORDER_COST_IS_EXCEEDED, ORDER_WEIGHT_EXCEEDED, EXCEED_LIMIT_ON_ACTIVE_ORDERS)
// but not the limits; these are the shop's choice, listed in docs/spec-coverage.md.

/** Most an order may cost, in roubles: beyond it a shop would want a legal-entity invoice. */
const MAX_ORDER_COST = new Decimal(1_000_000);
/** Heaviest order by hand-over, in grams: a courier's van takes 100 kg, a counter hands over 30 kg. */
const MAX_ORDER_WEIGHT_GRAMS: Readonly<Record<'PICKUP' | 'DELIVERY', number>> = { PICKUP: 30_000, DELIVERY: 100_000 };
/** Orders a buyer may hold not yet bought out (awaiting payment or created). */
export const MAX_ACTIVE_ORDERS = 10;
/** Minutes an online order waits for its payment before it is cancelled and its goods return to stock. */
const UNPAID_ORDER_MINUTES = 30;

export type OrderLimitFailure = 'ORDER_COST_IS_EXCEEDED' | 'ORDER_WEIGHT_EXCEEDED' | 'EXCEED_LIMIT_ON_ACTIVE_ORDERS';

/** The first order limit an order breaks, or null (spec §8 Cart and checkout). */
export function brokenOrderLimit(order: {
  readonly totalCost: Decimal.Value;
  readonly weightGrams: number;
  readonly obtainingType: 'PICKUP' | 'DELIVERY';
  readonly activeOrders: number;
}): OrderLimitFailure | null {
  if (new Decimal(order.totalCost).greaterThan(MAX_ORDER_COST)) return 'ORDER_COST_IS_EXCEEDED';
  if (order.weightGrams > MAX_ORDER_WEIGHT_GRAMS[order.obtainingType]) return 'ORDER_WEIGHT_EXCEEDED';
  if (order.activeOrders >= MAX_ACTIVE_ORDERS) return 'EXCEED_LIMIT_ON_ACTIVE_ORDERS';
  return null;
}

/** Orders still unpaid that were placed before this moment have waited too long (spec §4; the time is the shop's choice). */
export function unpaidOrderCutoff(now: Date): Date {
  return new Date(now.getTime() - UNPAID_ORDER_MINUTES * 60_000);
}
