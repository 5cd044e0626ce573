import type Decimal from 'decimal.js';
import type { ServiceLevel } from '../delivery/serviceLevel';
import { tariffCharge } from '../delivery/deliveryCost';
import { tariffInMarket } from '../market/pricingInputs';
import type { Market } from '../market/market';
import { tariffOf } from '../shipment/deliveryTariffs';
import { addDays } from '../shipment/receivingDate';
import { availabilityLabel } from './productAvailability';
import { handOverWays } from '../shipment/handOverRules';
import type { HandOver } from '../payment/allowedPaymentOptions';

/** Units of one size in the shopper's city (shops there) and in shops of other cities. */
export interface SizeStock {
  readonly inCity: number;
  readonly elsewhere: number;
}

/** What besides stock decides how a size can be obtained. */
export interface AvailabilityContext {
  /** The shop's calendar day, yyyy-MM-dd. */
  readonly today: string;
  readonly onSaleSoon: boolean;
  /** Heavy goods (bikes, treadmills) are not carried by couriers or to pickup points. */
  readonly bulky: boolean;
  /** A partner seller ships the product from its own warehouse: delivery only. */
  readonly shippedBySeller: boolean;
  readonly cityHasPickupPoints: boolean;
  /** What each courier level charges for one unit, in the shopper's currency (courierCosts). */
  readonly costs: Readonly<Record<ServiceLevel, number>>;
}

const LEVELS: readonly ServiceLevel[] = ['ORDINARY', 'EXPRESS', 'CLICK'];

/**
 * What each courier level charges for one unit at a price in a market's currency: checkout's own
 * tariffs, converted, free from their limits (spec §3 Size delivery {cost}, §4 Delivery variants).
 */
export function courierCosts(price: Decimal.Value, market: Market): Readonly<Record<ServiceLevel, number>> {
  return Object.fromEntries(LEVELS.map((level) => [level, tariffCharge(tariffInMarket(tariffOf(level), market), price).toNumber()])) as Record<
    ServiceLevel,
    number
  >;
}

/**
 * The shop's written rules for obtaining a size (the spec names the blocks, not the rules):
 * in a shop of the city → pickup today, courier in 2 days, express today, click courier tomorrow,
 * pickup points tomorrow; only in other cities → transfer to the city's shop in 2 days (pickup then),
 * courier in 4 days, pickup points in 3; partner sellers ship by courier in 3 days; bulky goods
 * (over 15 kg) only in shops. Costs are checkout's tariffs (domain/shipment/deliveryTariffs.ts).
 */
export const AVAILABILITY_RULES = {
  transferDays: 2,
  deliveryDaysInCity: 2,
  deliveryDaysElsewhere: 4,
  sellerDeliveryDays: 3,
  clickDays: 1,
  pointDaysInCity: 1,
  pointDaysElsewhere: 3,
  bulkyGrams: 15_000,
} as const;

interface Block {
  readonly available: boolean;
  readonly minDays: number | null;
  readonly cost: number | null;
}

/** spec §3 Size availability blocks. */
export interface SizeAvailability {
  readonly pickup: { readonly available: boolean; readonly nearestDate: string | null };
  readonly transport: Block;
  readonly delivery: Block;
  readonly expressDelivery: Block;
  readonly deliveryClick: Block;
  readonly pointDelivery: Block;
}

const R = AVAILABILITY_RULES;
const none: Block = { available: false, minDays: null, cost: null };
const block = (available: boolean, minDays: number, cost: number | null = null): Block => (available ? { available, minDays, cost } : none);

/** How one size can be obtained by the shopper in their city (spec §3 Size, §4 Product availability). */
export function sizeAvailability(stock: SizeStock, ctx: AvailabilityContext): SizeAvailability {
  const any = !ctx.onSaleSoon && stock.inCity + stock.elsewhere > 0;
  const here = any && stock.inCity > 0;
  const courierCost = ctx.costs.ORDINARY;
  // The ways checkout may hand it over (domain/shipment/handOverRules.ts): the product page says the same.
  const ways = handOverWays(ctx);
  const by = (way: HandOver) => any && ways.includes(way);
  if (ctx.shippedBySeller) {
    return {
      pickup: { available: false, nearestDate: null },
      transport: none,
      delivery: block(by('COURIER'), R.sellerDeliveryDays, courierCost),
      expressDelivery: none,
      deliveryClick: none,
      pointDelivery: none,
    };
  }
  return {
    pickup: by('SHOP') ? { available: true, nearestDate: addDays(ctx.today, here ? 0 : R.transferDays) } : { available: false, nearestDate: null },
    transport: block(by('SHOP') && !here, R.transferDays),
    delivery: block(by('COURIER'), here ? R.deliveryDaysInCity : R.deliveryDaysElsewhere, courierCost),
    expressDelivery: block(by('COURIER') && here, 0, ctx.costs.EXPRESS),
    deliveryClick: block(by('COURIER') && here, R.clickDays, ctx.costs.CLICK),
    pointDelivery: block(by('PICKUP_POINT') && ctx.cityHasPickupPoints, here ? R.pointDaysInCity : R.pointDaysElsewhere, courierCost),
  };
}

export type ProductMarker = 'DELIVERY_ONLY' | 'RETAIL_ONLY' | 'ON_SALE_SOON';

/** A product's markers: on sale soon, else 'delivery only' / 'retail only' when every available size has that label (spec §4). */
export function productMarkers(sizes: readonly SizeAvailability[], onSaleSoon: boolean): readonly ProductMarker[] {
  if (onSaleSoon) return ['ON_SALE_SOON'];
  const labels = sizes
    .map((s) => ({
      s,
      label: availabilityLabel({
        pickup: s.pickup.available,
        transport: s.transport.available,
        delivery: s.delivery.available,
        expressDelivery: s.expressDelivery.available,
        deliveryClick: s.deliveryClick.available,
        pointDelivery: s.pointDelivery.available,
      }),
    }))
    .filter(({ s }) => s.pickup.available || s.delivery.available);
  const first = labels[0]?.label;
  return first && labels.every((l) => l.label === first) ? [first] : [];
}
