import type Decimal from 'decimal.js';
import { dailyOffer } from '../../domain/catalogue/dailyOffer';
import { moscowDate } from '../../domain/shipment/receivingDate';
import { cachedFor } from '../shared/cachedFor';
import type { Clock } from '../shared/Clock';
import type { CatalogueSearch } from './CatalogueSearch';
import type { PricedFor } from './listingQuery';
import type { PersonalPriceRepository } from './PersonalPriceRepository';

export interface SaleDeps {
  readonly search: CatalogueSearch;
  readonly personalPrices: PersonalPriceRepository;
  readonly clock: Clock;
}

export type SalePage = 'daily-offer' | 'pers_sale';

/** The products of a sale page, and what its cards and page need beyond them. */
export interface SaleSelection {
  readonly productIds: readonly string[];
  readonly personalPrices?: ReadonlyMap<string, Decimal>;
  /** Whose prices, read when, the listing's price sorts use: the same as `personalPrices`. */
  readonly pricedFor?: PricedFor;
  readonly signInRequired?: boolean;
}

/**
 * How long a computed daily offer is reused: reading every discounted product in stock (a third of a
 * large catalogue) on each page view would cost more than the listing itself. A new Moscow day recomputes at once.
 */
export const OFFER_REFRESH_MS = 5 * 60_000;

/** Today's offer (domain/catalogue/dailyOffer.ts), computed at most every OFFER_REFRESH_MS. */
export function todaysOffer(deps: Pick<SaleDeps, 'search' | 'clock'>) {
  // Kept per Moscow day, so the first view after midnight computes the new day's offer at once.
  const ofDay = cachedFor(
    OFFER_REFRESH_MS,
    async (day: string) => dailyOffer(await deps.search.offerCandidates(), day),
    () => deps.clock.now().getTime(),
  );
  return () => ofDay(moscowDate(deps.clock.now()));
}

/**
 * /catalog/daily-offer/: today's offer (domain/catalogue/dailyOffer.ts). /catalog/pers_sale/: the products
 * the signed-in customer has a valid personal price for — only their own, read by the session's customer
 * id; an anonymous visitor gets none and a sign-in prompt.
 */
export function saleSelection(deps: SaleDeps) {
  const offer = todaysOffer(deps);
  return async (page: SalePage, customerId: string | null): Promise<SaleSelection> => {
    if (page === 'daily-offer') return { productIds: await offer() };
    if (!customerId) return { productIds: [], signInRequired: true };
    const at = deps.clock.now();
    const personalPrices = await deps.personalPrices.validPricesOf(customerId, at);
    return { productIds: [...personalPrices.keys()], personalPrices, pricedFor: { customerId, at } };
  };
}
