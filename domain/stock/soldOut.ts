import { NOTIFICATION_MESSAGES } from '../errors/genericMessages';

/** The mark of goods with no size in stock anywhere. */
export const SOLD_OUT = 'Нет в наличии';
/** What the page of sold-out goods offers instead of «В корзину» (spec §8: size temporarily absent). */
export const ARRIVAL_PLANNED = NOTIFICATION_MESSAGES.sizeTemporarilyAbsent;

/**
 * How a card or page marks a product: on sale soon (spec §4 special marker) wins, as it has no stock yet by
 * definition; else sold out when no size is in stock; else nothing.
 */
export function availabilityMark(p: { readonly onSaleSoon: boolean; readonly inStock: boolean }): 'ON_SALE_SOON' | 'SOLD_OUT' | null {
  if (p.onSaleSoon) return 'ON_SALE_SOON';
  return p.inStock ? null : 'SOLD_OUT';
}
