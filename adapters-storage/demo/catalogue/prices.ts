/**
 * Prices in whole roubles, written as decimal strings ("4999.00"). Catalogue prices end in 99 the
 * way shop prices do (799, 2999, 12999); about 40 % of products carry a 10–50 % discount.
 */
import type { Audience } from './leafType';
import type { Rng } from './prng';

const DISCOUNT_SHARE = 0.4;
const MIN_DISCOUNT_PERCENT = 10;
const MAX_DISCOUNT_PERCENT = 50;
/** Children's goods cost this share of the adult range. */
const KIDS_PRICE_FACTOR = 0.6;

/** Rounds to a shop-like price: x99 below 1000, x499/x999 below 10000, x999 above. */
export function shopPrice(roubles: number): number {
  const step = roubles < 1000 ? 100 : roubles < 10000 ? 500 : 1000;
  return Math.max(step, Math.round(roubles / step) * step) - 1;
}

/** A catalogue price in the range, skewed towards the cheaper end as real assortments are. */
export function pickCatalogPrice(rng: Rng, range: readonly [number, number], audience: Audience): number {
  const factor = audience === 'kids' ? KIDS_PRICE_FACTOR : 1;
  const [min, max] = range;
  const raw = (min + (max - min) * rng.next() ** 1.6) * factor;
  return shopPrice(raw);
}

/** The discounted price ends in 9 and never exceeds the catalogue price; 0 % keeps it. */
export function discountedPrice(catalog: number, percent: number): number {
  if (percent <= 0) return catalog;
  const exact = (catalog * (100 - percent)) / 100;
  return Math.max(9, Math.floor((exact + 1) / 10) * 10 - 1);
}

/** 0 for most products; otherwise 10, 15, … 50. */
export function pickDiscountPercent(rng: Rng): number {
  if (!rng.chance(DISCOUNT_SHARE)) return 0;
  const steps = (MAX_DISCOUNT_PERCENT - MIN_DISCOUNT_PERCENT) / 5;
  return MIN_DISCOUNT_PERCENT + 5 * rng.int(0, steps);
}

export function formatRoubles(roubles: number): string {
  if (!Number.isSafeInteger(roubles) || roubles < 0) throw new RangeError(`not a price in whole roubles: ${roubles}`);
  return `${roubles}.00`;
}
