import { randomUUID } from 'node:crypto';
import { ContainerModule } from 'inversify';
import { requestMarket } from '../../../adapters-http/server/marketScope';
import { fileSellers } from '../../../adapters-storage/files/fileSellers';
import { sharpPhotoEncoder } from '../../../adapters-storage/images/sharpPhotoEncoder';
import { postgresAuditLog } from '../../../adapters-storage/postgres/postgresAuditLog';
import { postgresCustomerRepository } from '../../../adapters-storage/postgres/postgresCustomerRepository';
import { postgresLocationRepository } from '../../../adapters-storage/postgres/postgresLocationRepository';
import { postgresPersonalPrices } from '../../../adapters-storage/postgres/postgresPersonalPrices';
import { postgresPriceLists } from '../../../adapters-storage/postgres/postgresPriceLists';
import { postgresReviewRepository } from '../../../adapters-storage/postgres/postgresReviewRepository';
import { postgresShopRepository } from '../../../adapters-storage/postgres/postgresShopRepository';
import { postgresStockReader } from '../../../adapters-storage/postgres/postgresStockReader';
import type { CustomerRepository } from '../../../application/auth/CustomerRepository';
import type { SellerSource } from '../../../application/availability/SellerSource';
import type { StockReader } from '../../../application/availability/StockReader';
import type { PersonalPriceRepository } from '../../../application/catalogue/PersonalPriceRepository';
import type { CurrentMarket } from '../../../application/market/marketCatalogue';
import { marketOf } from '../../../application/market/marketOf';
import type { PriceLists } from '../../../application/market/PriceLists';
import type { AuditLog } from '../../../application/operator/OperatorPorts';
import type { PhotoEncoder } from '../../../application/reviews/PhotoEncoder';
import type { ReviewRepository } from '../../../application/reviews/ReviewRepository';
import { cachedFor } from '../../../application/shared/cachedFor';
import type { Clock } from '../../../application/shared/Clock';
import type { IdGenerator } from '../../../application/shared/IdGenerator';
import type { CityStock } from '../../../application/shipment/CityStock';
import type { LocationRepository } from '../../../application/shell/LocationRepository';
import type { ShopRepository } from '../../../application/shell/ShopRepository';
import type { Market } from '../../../domain/market/market';
import type { BackgroundJob } from '../backgroundJobs';
import { SELLERS_FILE } from '../contentFiles';
import type { ShopConfig } from '../shopConfig';
import { token, tokensOf } from './token';

/** The configuration, each field bound as a value (shopConfig.ts). */
export const CONFIG = tokensOf<ShopConfig>()(
  'db',
  'catalogueDb',
  'sessionSecret',
  'assets',
  'clientDir',
  'imageCacheDir',
  'featureToggles',
  'trustedProxies',
  'yandexMapsApiKey',
  'auth',
  'payment',
  'mail',
  'fulfilmentSecret',
  'addressSuggest',
);

/** Ports every feature shares, each bound to its adapter once. */
export const CORE = {
  /** The database, read and written: a shopper's own data is always read from here. */
  db: CONFIG.db,
  /** The catalogue's reads (products, listings, search, menus): the same database unless it has read replicas. */
  catalogueDb: CONFIG.catalogueDb,
  clock: token<Clock>('Clock'),
  ids: token<IdGenerator>('IdGenerator'),
  /** The market of the request being served (marketScope.ts). */
  currentMarket: token<CurrentMarket>('CurrentMarket'),
  /** A session owner's market, from their stored location. */
  marketOf: token<(ownerKey: string) => Promise<Market>>('MarketOf'),
  locations: token<LocationRepository>('LocationRepository'),
  priceLists: token<PriceLists>('PriceLists'),
  customers: token<CustomerRepository>('CustomerRepository'),
  personalPrices: token<PersonalPriceRepository>('PersonalPriceRepository'),
  shops: token<ShopRepository>('ShopRepository'),
  stock: token<StockReader & CityStock>('StockReader'),
  sellers: token<SellerSource>('SellerSource'),
  /** Reviews and questions: the reviews feature writes them, the product page shows them. */
  reviews: token<ReviewRepository>('ReviewRepository'),
  photoEncoder: token<PhotoEncoder>('PhotoEncoder'),
  audit: token<AuditLog>('AuditLog'),
} as const;

/** What the features repeat in the background: each module binds its list (multi-bound; startServer runs them all). */
export const JOBS = token<readonly BackgroundJob[]>('BackgroundJobs');

/** How often uploads no post or form took (review photos, appeal files, pro documents) are looked for: they go once a day old. */
export const UNATTACHED_FILES_CLEANUP_MS = 60 * 60 * 1000;

/** Cities and price lists change by a deployment or an operator's update, not per request: a minute's staleness is fine. */
const REFERENCE_DATA_TTL_MS = 60_000;

/** The configuration as values. */
export const configModule = (config: ShopConfig) =>
  new ContainerModule(({ bind }) => {
    const value = <K extends keyof ShopConfig>(key: K) => bind(CONFIG[key]).toConstantValue(config[key]);
    for (const key of Object.keys(CONFIG) as (keyof ShopConfig)[]) value(key);
  });

export const coreModule = new ContainerModule(({ bind }) => {
  bind(CORE.clock).toConstantValue({ now: () => new Date() });
  bind(CORE.ids).toConstantValue({ uuid: randomUUID });
  bind(CORE.currentMarket).toConstantValue(requestMarket);
  bind(CORE.locations).toResolvedValue(postgresLocationRepository, [CORE.db]);
  bind(CORE.priceLists).toResolvedValue(postgresPriceLists, [CORE.db]);
  // Asked on every priced request: only the owner's chosen location is read each time; the city list and the
  // price lists come from memory (they cost ~8 ms a request read each time, docs/performance.md).
  bind(CORE.marketOf).toResolvedValue(
    (locations, priceLists) =>
      marketOf({
        locations: { ...locations, cities: cachedFor(REFERENCE_DATA_TTL_MS, locations.cities) },
        priceLists: { ofCountry: cachedFor(REFERENCE_DATA_TTL_MS, priceLists.ofCountry) },
      }),
    [CORE.locations, CORE.priceLists],
  );
  bind(CORE.customers).toResolvedValue(postgresCustomerRepository, [CORE.db]);
  bind(CORE.personalPrices).toResolvedValue(postgresPersonalPrices, [CORE.db]);
  bind(CORE.shops).toResolvedValue(postgresShopRepository, [CORE.db]);
  bind(CORE.stock).toResolvedValue(postgresStockReader, [CORE.db]);
  bind(CORE.sellers).toResolvedValue(() => fileSellers(SELLERS_FILE));
  bind(CORE.reviews).toResolvedValue(postgresReviewRepository, [CORE.db]);
  bind(CORE.photoEncoder).toResolvedValue(() => sharpPhotoEncoder());
  bind(CORE.audit).toResolvedValue((db, ids) => postgresAuditLog(db, () => ids.uuid()), [CORE.db, CORE.ids]);
});
