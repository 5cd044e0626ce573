import Decimal from 'decimal.js';
import type { ListingOptions } from '../../application/catalogue/listCategory';
import type { ListingOrder } from '../../application/catalogue/listingQuery';
import type { ListingState } from '../contract/listingUrl';

/** A listing URL's state as the use-cases take it; without `sort=` the listing's own default applies. */
export function listingOptions(state: ListingState, defaultOrder: ListingOrder): ListingOptions {
  return {
    filters: {
      brands: state.brands,
      colours: state.colours,
      sizes: state.sizes,
      priceFrom: state.priceFrom === null ? null : new Decimal(state.priceFrom),
      priceTo: state.priceTo === null ? null : new Decimal(state.priceTo),
      inStock: state.inStock,
      discounted: state.discounted,
    },
    orderBy: state.sort ?? defaultOrder,
  };
}
