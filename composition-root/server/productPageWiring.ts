import type { Kysely } from 'kysely';
import type { CatalogueRepository } from '../../application/catalogue/CatalogueRepository';
import { getProductPage } from '../../application/catalogue/getProductPage';
import { kitUseCases } from '../../application/catalogue/kitUseCases';
import { personalPricesOf } from '../../application/catalogue/personalPricesOf';
import { marketPersonalPrices, type CurrentMarket } from '../../application/market/marketCatalogue';
import { fileSellers } from '../../adapters-storage/files/fileSellers';
import { postgresCustomerRepository } from '../../adapters-storage/postgres/postgresCustomerRepository';
import { postgresKitRepository } from '../../adapters-storage/postgres/postgresKitRepository';
import { postgresPersonalPrices } from '../../adapters-storage/postgres/postgresPersonalPrices';
import { postgresReviewRepository } from '../../adapters-storage/postgres/postgresReviewRepository';
import type { Database } from '../../adapters-storage/postgres/schema';

export const SELLERS_FILE = new URL('../../content/sellers.json', import.meta.url).pathname;

/** Personal prices in the visitor's market, and the clock that says which are valid. */
export const personalPriceDeps = (db: Kysely<Database>, currentMarket: CurrentMarket) =>
  ({ personalPrices: marketPersonalPrices(postgresPersonalPrices(db), currentMarket), clock: { now: () => new Date() } });

/** The product page, personal prices and the kit calls over PostgreSQL and the sellers' content file. */
export function productPageUseCases(db: Kysely<Database>, catalogue: CatalogueRepository, currentMarket: CurrentMarket) {
  const kits = kitUseCases({ kits: postgresKitRepository(db), catalogue });
  const prices = personalPriceDeps(db, currentMarket);
  return {
    kits,
    personalPricesOf: personalPricesOf(prices),
    productPage: getProductPage({
      ...prices, catalogue, kits, currentMarket, sellers: fileSellers(SELLERS_FILE), customers: postgresCustomerRepository(db), reviews: postgresReviewRepository(db),
    }),
  };
}
