import type Decimal from 'decimal.js';

/** Prices agreed for one signed-in customer (spec §3 Product.personalPrice). */
export interface PersonalPriceRepository {
  /** The customer's prices of those products still valid at `now`, by product id; products without one are left out. */
  readonly pricesOf: (customerId: string, productIds: readonly string[], now: Date) => Promise<ReadonlyMap<string, Decimal>>;
  /** Every price of the customer still valid at `now`, by product id (/catalog/pers_sale/). */
  readonly validPricesOf: (customerId: string, now: Date) => Promise<ReadonlyMap<string, Decimal>>;
}
