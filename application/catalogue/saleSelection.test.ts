import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { dailyOffer, type OfferCandidate } from '../../domain/catalogue/dailyOffer';
import type { CatalogueSearch } from './CatalogueSearch';
import { OFFER_REFRESH_MS, saleSelection } from './saleSelection';

const CANDIDATES: OfferCandidate[] = Array.from({ length: 60 }, (_, i) => ({ productId: String(1000 + i), discountRate: 20, inStock: true }));
const PRICES = new Map([
  ['a', new Map([['1', new Decimal(900)]])],
  ['b', new Map([['2', new Decimal(500)]])],
]);

/** A shop on virtual time whose catalogue counts how often the offer's candidates are read. */
function setUp() {
  let now = new Date('2026-11-23T09:00:00Z'); // 12:00 in Moscow
  let reads = 0;
  const search = {
    offerCandidates: async () => {
      reads++;
      return CANDIDATES;
    },
  } as Partial<CatalogueSearch> as CatalogueSearch;
  const select = saleSelection({
    search,
    personalPrices: { pricesOf: async () => new Map(), validPricesOf: async (customerId) => PRICES.get(customerId) ?? new Map() },
    clock: { now: () => now },
  });
  return {
    select,
    reads: () => reads,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

describe('sale pages (/catalog/daily-offer/, /catalog/pers_sale/)', () => {
  it("reuses the day's offer for a few minutes and picks the next day's at Moscow midnight", async () => {
    const shop = setUp();
    expect((await shop.select('daily-offer', null)).productIds).toEqual(dailyOffer(CANDIDATES, '2026-11-23'));
    shop.advance(OFFER_REFRESH_MS - 1);
    await shop.select('daily-offer', 'a');
    expect(shop.reads()).toBe(1);
    shop.advance(1);
    await shop.select('daily-offer', null);
    expect(shop.reads()).toBe(2);
    shop.advance(12 * 3600_000 - OFFER_REFRESH_MS + 1); // 00:00:00.001 in Moscow
    expect((await shop.select('daily-offer', null)).productIds).toEqual(dailyOffer(CANDIDATES, '2026-11-24'));
    expect(shop.reads()).toBe(3);
  });

  it("lists a customer's own personal prices only, and none with a sign-in prompt for an anonymous visitor", async () => {
    const { select } = setUp();
    expect(await select('pers_sale', null)).toEqual({ productIds: [], signInRequired: true });
    const mine = await select('pers_sale', 'a');
    expect(mine.productIds).toEqual(['1']);
    expect(mine.personalPrices?.get('1')?.toNumber()).toBe(900);
    expect((await select('pers_sale', 'c')).productIds).toEqual([]);
  });
});
