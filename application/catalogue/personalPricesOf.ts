import type Decimal from 'decimal.js';
import type { Clock } from '../shared/Clock';
import type { PersonalPriceRepository } from './PersonalPriceRepository';

const NONE: ReadonlyMap<string, Decimal> = new Map();

/** The signed-in customer's valid personal prices of the products (autocomplete, spec §3); none for an anonymous shopper. */
export const personalPricesOf =
  (deps: { readonly personalPrices: PersonalPriceRepository; readonly clock: Clock }) =>
  async (customerId: string | null, productIds: readonly string[]): Promise<ReadonlyMap<string, Decimal>> =>
    customerId && productIds.length > 0 ? deps.personalPrices.pricesOf(customerId, productIds, deps.clock.now()) : NONE;
