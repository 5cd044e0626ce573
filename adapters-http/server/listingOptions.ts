import Decimal from 'decimal.js';
import type { ListingOptions } from '../../application/catalogue/listCategory';
import type { ListingOrder } from '../../application/catalogue/listingQuery';
import type { ListingState } from '../contract/listingUrl';

/** A listing URL's state as the use-cases take it; without `sort=` the listing's own default applies. */
export function listingOptions(state: ListingState, defaultOrder: ListingOrder): ListingOptions {
  const { text: _text, sort, page: _page, priceFrom, priceTo, ...facets } = state;
  const amount = (n: number | null) => (n === null ? null : new Decimal(n));
  return { filters: { ...facets, priceFrom: amount(priceFrom), priceTo: amount(priceTo) }, orderBy: sort ?? defaultOrder };
}
