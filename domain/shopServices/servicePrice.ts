import type Decimal from 'decimal.js';
import { priceInMarket, type Market } from '../market/market';

/** What a workshop service costs: its own price in some cities, the base price elsewhere, roubles. */
export interface ServicePricing {
  readonly basePrice: Decimal;
  /** City id → price in roubles, where the city's shops charge their own. */
  readonly cityPrices: Readonly<Record<string, Decimal>>;
}

/**
 * The price of a service for a visitor of a city, in the visitor's market (spec §7 GET /services/{id}, §1 currency by
 * country): the city's own price, else the base price, turned into the market's currency as every price is.
 */
export function servicePriceIn(pricing: ServicePricing, cityId: string | undefined, market: Market): Decimal {
  const rub = (cityId !== undefined ? pricing.cityPrices[cityId] : undefined) ?? pricing.basePrice;
  return priceInMarket(rub, market);
}
