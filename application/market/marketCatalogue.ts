import type Decimal from 'decimal.js';
import type { CatalogueRepository } from '../catalogue/CatalogueRepository';
import type { CatalogueSearch } from '../catalogue/CatalogueSearch';
import type { PersonalPriceRepository } from '../catalogue/PersonalPriceRepository';
import type { PriceRecord } from '../catalogue/catalogueModel';
import type { ListingQuery, ListingResult } from '../catalogue/listingQuery';
import { priceInMarket, rubCeilingOf, rubFloorOf, type Market } from '../../domain/market/market';

/** The market of the request being served (the visitor's, from their stored location). */
export type CurrentMarket = () => Promise<Market>;

const pricedIn =
  (market: Market) =>
  <T extends { readonly price: PriceRecord }>(item: T): T => ({
    ...item,
    price: { catalog: priceInMarket(item.price.catalog, market), retail: priceInMarket(item.price.retail, market), currency: market.currency },
  });

/**
 * The catalogue as the visitor's market sees it: the one seam where catalogue prices leave roubles.
 * Product pages and sizes come out in the market's currency; everything else passes through.
 */
export function marketCatalogue(catalogue: CatalogueRepository, currentMarket: CurrentMarket): CatalogueRepository {
  return {
    ...catalogue,
    productById: async (productId) => {
      const [product, market] = await Promise.all([catalogue.productById(productId), currentMarket()]);
      return product && pricedIn(market)(product);
    },
    wares: async (wareIds) => {
      const [wares, market] = await Promise.all([catalogue.wares(wareIds), currentMarket()]);
      return wares.map(pricedIn(market));
    },
  };
}

/** Personal prices as the visitor's market shows them next to the converted retail price (the cart converts its own). */
export function marketPersonalPrices(prices: PersonalPriceRepository, currentMarket: CurrentMarket): PersonalPriceRepository {
  const converted = async (found: Promise<ReadonlyMap<string, Decimal>>) => {
    const [byProduct, market] = await Promise.all([found, currentMarket()]);
    return new Map([...byProduct].map(([productId, price]) => [productId, priceInMarket(price, market)]));
  };
  return {
    pricesOf: (customerId, productIds, now) => converted(prices.pricesOf(customerId, productIds, now)),
    validPricesOf: (customerId, now) => converted(prices.validPricesOf(customerId, now)),
  };
}

/**
 * Listings and suggestions in the visitor's market: a price filter typed in the market's currency
 * is turned back into roubles for the query (exactly the prices shown inside it), and cards and the
 * price facet's bounds come out converted; conversion is monotonic, so price order is kept.
 */
export function marketSearch(search: CatalogueSearch, currentMarket: CurrentMarket): CatalogueSearch {
  return {
    ...search,
    findListing: async (query) => {
      const market = await currentMarket();
      return listingIn(market, await search.findListing(queryInRoubles(market, query)));
    },
    autocomplete: async (words, prefixes, limit) => {
      const [found, market] = await Promise.all([search.autocomplete(words, prefixes, limit), currentMarket()]);
      return { ...found, products: found.products.map(pricedIn(market)) };
    },
  };
}

function queryInRoubles(market: Market, query: ListingQuery): ListingQuery {
  const { priceFrom, priceTo } = query.filters;
  return {
    ...query,
    filters: { ...query.filters, priceFrom: priceFrom && rubFloorOf(priceFrom, market), priceTo: priceTo && rubCeilingOf(priceTo, market) },
  };
}

function listingIn(market: Market, result: ListingResult): ListingResult {
  const range = result.facets.price;
  return {
    ...result,
    products: result.products.map(pricedIn(market)),
    facets: { ...result.facets, price: range && { min: priceInMarket(range.min, market), max: priceInMarket(range.max, market), currency: market.currency } },
  };
}
