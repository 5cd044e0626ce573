import type Decimal from 'decimal.js';
import type { CurrencyCode } from '../../domain/money/currency';
import type { CategoryRecord, ProductSummary } from './catalogueModel';

/** Orders a listing can be sorted in; relevance only makes sense for a search. */
export const LISTING_ORDERS = ['relevance', 'popular', 'price_asc', 'price_desc', 'discount', 'new'] as const;
export type ListingOrder = (typeof LISTING_ORDERS)[number];

/**
 * What the shopper narrowed a listing to; every field is one facet. Brands by url code. Prices are
 * Decimal for the use-cases, plain numbers as a listing URL carries them (`ListingState`).
 */
export interface ListingFilters<Amount = Decimal> {
  readonly brands: readonly string[];
  readonly colours: readonly string[];
  readonly sizes: readonly string[];
  readonly priceFrom: Amount | null;
  readonly priceTo: Amount | null;
  readonly inStock: boolean;
  readonly discounted: boolean;
}

export const NO_FILTERS: ListingFilters = {
  brands: [],
  colours: [],
  sizes: [],
  priceFrom: null,
  priceTo: null,
  inStock: false,
  discounted: false,
};

/** No facet narrows the listing. */
export const isUnfiltered = (f: ListingFilters): boolean =>
  !f.brands.length && !f.colours.length && !f.sizes.length && !f.priceFrom && !f.priceTo && !f.inStock && !f.discounted;

/** A customer's prices at a time: the price they pay, their personal one where it is lower (spec §3 Product.personalPrice). */
export interface PricedFor {
  readonly customerId: string;
  readonly at: Date;
}

/** Which products a listing draws from: a category subtree or the words of a search. */
export type ListingScope =
  | { readonly kind: 'category'; readonly urlPath: string }
  | { readonly kind: 'text'; readonly words: readonly string[]; readonly match: 'all' | 'any' }
  /** Brand and sport pages, goods on sale soon, chosen products; an empty selection is the whole catalogue. */
  | {
      readonly kind: 'selection';
      readonly brandCode?: string;
      readonly sportCode?: string;
      readonly onSaleSoon?: boolean;
      /** Only these products (the daily offer, personal sales); empty is none. */
      readonly productIds?: readonly string[];
      /** Price sorts order by what this customer pays then instead of retail (personal sales). */
      readonly pricedFor?: PricedFor;
    };

export interface ListingQuery {
  readonly scope: ListingScope;
  readonly filters: ListingFilters;
  readonly orderBy: ListingOrder;
  readonly offset: number;
  readonly limit: number;
}

export interface FacetValue {
  readonly value: string;
  readonly name: string;
  /** Products with this value under every other selection. */
  readonly count: number;
}

/** Facet values with counts that follow the other selections (each facet ignores its own). */
export interface ListingFacets {
  readonly brand: readonly FacetValue[];
  readonly colour: readonly FacetValue[];
  readonly size: readonly FacetValue[];
  /** Price range of the products under the other selections; null when there are none. */
  readonly price: { readonly min: Decimal; readonly max: Decimal /** Absent: roubles as stored. */; readonly currency?: CurrencyCode } | null;
  readonly inStock: number;
  readonly discounted: number;
}

export interface ListingResult {
  readonly products: readonly ProductSummary[];
  readonly total: number;
  readonly facets: ListingFacets;
}

export interface CategoryListing {
  readonly category: CategoryRecord;
  /** Root first, the category itself last. */
  readonly breadcrumbs: readonly CategoryRecord[];
  readonly children: readonly CategoryRecord[];
  readonly products: readonly ProductSummary[];
  readonly productCount: number;
  readonly page: number;
  readonly pageCount: number;
  readonly facets: ListingFacets;
  readonly filters: ListingFilters;
  readonly orderBy: ListingOrder;
  /** The signed-in customer's personal prices of the products, in the listing's currency (/catalog/pers_sale/). */
  readonly personalPrices?: ReadonlyMap<string, Decimal>;
  /** The listing is the visitor's own and they are not signed in: it is shown empty with a sign-in prompt. */
  readonly signInRequired?: boolean;
}

/** How a listing is narrowed and sorted; a category's default order is by popularity. */
export interface ListingOptions {
  readonly filters: ListingFilters;
  readonly orderBy: ListingOrder;
}
