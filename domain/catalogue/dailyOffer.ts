import type { IsoDate } from '../shipment/receivingDate';

/** Products in «Товар дня» each day (one catalogue page). */
export const DAILY_OFFER_SIZE = 24;

/** What the rule needs to know of a product. */
export interface OfferCandidate {
  readonly productId: string;
  readonly discountRate: number;
  readonly inStock: boolean;
}

/** 32-bit FNV-1a of a string: cheap, stable across processes and platforms, spreads similar ids apart. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The day's offers (/catalog/daily-offer/): of the discounted products in stock, the DAILY_OFFER_SIZE
 * with the smallest hash of «Moscow date:product id» (ties by id). Every server picks the same set all
 * day, and the set changes at Moscow midnight without being stored anywhere (spec §2 /catalog/daily-offer).
 */
export function dailyOffer(candidates: readonly OfferCandidate[], day: IsoDate, size: number = DAILY_OFFER_SIZE): readonly string[] {
  return candidates
    .filter((c) => c.discountRate > 0 && c.inStock)
    .map((c) => ({ id: c.productId, rank: fnv1a(`${day}:${c.productId}`) }))
    .sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, size)
    .map((c) => c.id);
}
