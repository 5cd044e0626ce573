import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Container } from 'inversify';
import type { Kysely } from 'kysely';
import { getCart } from '../../application/cart/getCart';
import { cartDeps, cartPageWiring } from './cartPageWiring';
import { shipmentWiring } from './shipmentWiring';
import { checkoutDetailsUseCases } from '../../application/checkout/checkoutDetailsUseCases';
import { setCartQuantity } from '../../application/cart/setCartQuantity';
import type { CartRepository } from '../../application/cart/CartRepository';
import type { CatalogueRepository } from '../../application/catalogue/CatalogueRepository';
import { getCatalogueTree } from '../../application/catalogue/getCatalogueTree';
import { getProduct } from '../../application/catalogue/getProduct';
import { personalPriceDeps, productPageUseCases, SELLERS_FILE } from './productPageWiring';
import { listCategory } from '../../application/catalogue/listCategory';
import { searchCatalogue } from '../../application/catalogue/searchCatalogue';
import { getAutoHints } from '../../application/catalogue/getAutoHints';
import { addToComparison, comparedProductIds, comparedProducts, removeFromComparison } from '../../application/catalogue/comparison';
import { postgresComparisonRepository } from '../../adapters-storage/postgres/postgresComparisonRepository';
import { postgresProductViewLog } from '../../adapters-storage/postgres/postgresProductViewLog';
import { recordProductView } from '../../application/catalogue/recordProductView';
import { recentlyViewed } from '../../application/catalogue/recentlyViewed';
import { getMainBlocks } from '../../application/catalogue/getMainBlocks';
import { getRecommendations } from '../../application/catalogue/getRecommendations';
import type { CatalogueSearch } from '../../application/catalogue/CatalogueSearch';
import { marketCatalogue, marketSearch } from '../../application/market/marketCatalogue';
import { keepSelectedFacetValues } from '../../application/catalogue/selectedFacetValues';
import { requestMarket } from '../../adapters-http/server/marketScope';
import { postgresCatalogueSearch } from '../../adapters-storage/postgres/postgresCatalogueSearch';
import type { IdGenerator } from '../../application/shared/IdGenerator';
import type { ServerUseCases } from '../../adapters-http/server/serverDeps';
import { postgresCartRepository } from '../../adapters-storage/postgres/postgresCartRepository';
import { postgresCatalogueRepository } from '../../adapters-storage/postgres/postgresCatalogueRepository';
import type { Database } from '../../adapters-storage/postgres/schema';
import { toggleStates } from '../../application/shell/toggleStates';
import { recordEvents } from '../../application/shell/recordEvents';
import { postgresEventStore } from '../../adapters-storage/postgres/postgresEventStore';
import { postgresDirectoryRepository } from '../../adapters-storage/postgres/postgresDirectoryRepository';
import { listBrands } from '../../application/shell/listBrands';
import { listSports } from '../../application/shell/listSports';
import { subscribeNewsletter } from '../../application/shell/subscribeNewsletter';
import { postgresNewsletterRepository } from '../../adapters-storage/postgres/postgresNewsletterRepository';
import { postgresLocationRepository } from '../../adapters-storage/postgres/postgresLocationRepository';
import { getLocation } from '../../application/shell/getLocation';
import { topCities } from '../../application/shell/topCities';
import { chooseLocation } from '../../application/shell/chooseLocation';
import { getStaticPage } from '../../application/shell/getStaticPage';
import { fileStaticPages } from '../../adapters-storage/files/fileStaticPages';
import { listShops } from '../../application/shell/listShops';
import { getShop } from '../../application/shell/getShop';
import { postgresShopRepository } from '../../adapters-storage/postgres/postgresShopRepository';
import { popupsForPath } from '../../application/shell/popupsForPath';
import { filePopups } from '../../adapters-storage/files/filePopups';
import { contentUseCases } from './contentUseCases';
import { wishlistUseCases } from '../../application/wishlist/wishlistUseCases';
import { personalDataUseCases } from '../../application/profile/personalDataUseCases';
import { postgresPersonalDataRepository } from '../../adapters-storage/postgres/postgresPersonalDataRepository';
import { postgresProfileEraser } from '../../adapters-storage/postgres/postgresProfileEraser';
import { postgresWishlistRepository } from '../../adapters-storage/postgres/postgresWishlistRepository';
import { reviewUseCases } from '../../application/reviews/reviewUseCases';
import { postgresReviewRepository } from '../../adapters-storage/postgres/postgresReviewRepository';
import { reviewPhotoUseCases } from '../../application/reviews/reviewPhotoUseCases';
import { postgresReviewPhotoRepository } from '../../adapters-storage/postgres/postgresReviewPhotoRepository';
import { sharpPhotoEncoder } from '../../adapters-storage/images/sharpPhotoEncoder';
import { availabilityUseCases } from '../../application/availability/availabilityUseCases';
import { postgresStockReader } from '../../adapters-storage/postgres/postgresStockReader';
import { fileSellers } from '../../adapters-storage/files/fileSellers';
import { findTag } from '../../application/catalogue/TagSource';
import { fileTags } from '../../adapters-storage/files/fileTags';
import { accountWiring } from './accountWiring';
import { returnWiring } from './returnWiring';
import { shopServiceWiring } from './shopServiceWiring';
import { subscriptionUseCases } from '../../application/profile/subscriptionUseCases';
import { postgresSubscriptions } from '../../adapters-storage/postgres/postgresSubscriptions';
import { notificationUseCases } from '../../application/notifications/notificationUseCases';
import { postgresNotifications } from '../../adapters-storage/postgres/postgresNotifications';
import { appealUseCases } from '../../application/appeals/appealUseCases';
import { postgresAppeals } from '../../adapters-storage/postgres/postgresAppeals';
import { postgresAppealFiles, postgresProFiles } from '../../adapters-storage/postgres/postgresCustomerFiles';
import { proUseCases } from '../../application/pro/proUseCases';
import { postgresProRepository } from '../../adapters-storage/postgres/postgresProRepository';

/** Static page content shipped with the shop (content/pages/{slug}.html). */
const CONTENT_PAGES_DIR = new URL('../../content/pages/', import.meta.url).pathname;
import type { ToggleStates } from '../../domain/user/featureToggles';
import type { CaptchaVerifier } from '../../application/auth/CaptchaVerifier';

export const TOKENS = {
  db: Symbol('Database'),
  /** The handle catalogue reads go through: replicas (adapters-storage/postgres/replicaReads.ts) or the primary. */
  catalogueReads: Symbol('CatalogueReadDatabase'),
  ids: Symbol('IdGenerator'),
  catalogue: Symbol('CatalogueRepository'),
  catalogueSearch: Symbol('CatalogueSearch'),
  carts: Symbol('CartRepository'),
  useCases: Symbol('ServerUseCases'),
} as const;

/**
 * Binds every port of the server to its adapter and every use-case to its ports. Catalogue reads (product, listings,
 * search, menus, main blocks, availability) go through `catalogueReads`; writes and a shopper's own data — the cart,
 * priced with the primary's catalogue, included — stay on `db`.
 */
export function serverContainer(
  db: Kysely<Database>, captcha: CaptchaVerifier, ids: IdGenerator = { uuid: randomUUID }, featureToggles: ToggleStates = {}, catalogueReads: Kysely<Database> = db,
): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind<Kysely<Database>>(TOKENS.db).toConstantValue(db);
  c.bind<Kysely<Database>>(TOKENS.catalogueReads).toConstantValue(catalogueReads);
  c.bind<IdGenerator>(TOKENS.ids).toConstantValue(ids);
  c.bind<CatalogueRepository>(TOKENS.catalogue).toDynamicValue((ctx) => postgresCatalogueRepository(ctx.get(TOKENS.catalogueReads)));
  c.bind<CatalogueSearch>(TOKENS.catalogueSearch).toDynamicValue((ctx) => keepSelectedFacetValues(postgresCatalogueSearch(ctx.get(TOKENS.catalogueReads))));
  c.bind<CartRepository>(TOKENS.carts).toDynamicValue((ctx) => postgresCartRepository(ctx.get(TOKENS.db)));
  c.bind<ServerUseCases>(TOKENS.useCases).toDynamicValue((ctx) => {
    // Catalogue answers are priced in the visitor's market; the cart prices stored roubles itself (cartView), read from the primary.
    const catalogue = marketCatalogue(ctx.get<CatalogueRepository>(TOKENS.catalogue), requestMarket);
    const stored = postgresCatalogueRepository(ctx.get(TOKENS.db));
    const carts = ctx.get<CartRepository>(TOKENS.carts);
    const search = marketSearch(ctx.get<CatalogueSearch>(TOKENS.catalogueSearch), requestMarket);
    const ids = ctx.get<IdGenerator>(TOKENS.ids);
    return {
      getProduct: getProduct({ catalogue }),
      ...productPageUseCases(ctx.get(TOKENS.db), catalogue, requestMarket),
      listCategory: listCategory({ catalogue, search, ...personalPriceDeps(ctx.get(TOKENS.db), requestMarket) }),
      searchCatalogue: searchCatalogue({ search }),
      getAutoHints: getAutoHints({ search }),
      ...comparisonUseCases(ctx.get(TOKENS.db), catalogue, search),
      getCatalogueTree: getCatalogueTree({ catalogue }),
      getMainBlocks: getMainBlocks({ search, catalogue, directory: postgresDirectoryRepository(ctx.get(TOKENS.catalogueReads)), clock: { now: () => new Date() } }),
      getCart: getCart(cartDeps(ctx.get(TOKENS.db), carts, stored)),
      setCartQuantity: setCartQuantity({ ...cartDeps(ctx.get(TOKENS.db), carts, stored), ids }),
      shipment: shipmentWiring(ctx.get(TOKENS.db), cartDeps(ctx.get(TOKENS.db), carts, stored), ids),
      cartPage: cartPageWiring(ctx.get(TOKENS.db), cartDeps(ctx.get(TOKENS.db), carts, stored), ids, search, captcha),
      checkoutDetails: checkoutDetailsUseCases({ ...cartDeps(ctx.get(TOKENS.db), carts, stored), ids }),
      toggleStates: toggleStates({ states: featureToggles }),
      recordEvents: recordEvents({ events: postgresEventStore(ctx.get(TOKENS.db)) }),
      listBrands: listBrands({ directory: postgresDirectoryRepository(ctx.get(TOKENS.catalogueReads)), clock: { now: () => new Date() } }),
      listSports: listSports({ directory: postgresDirectoryRepository(ctx.get(TOKENS.catalogueReads)), clock: { now: () => new Date() } }),
      subscribeNewsletter: subscribeNewsletter({ newsletter: postgresNewsletterRepository(ctx.get(TOKENS.db)) }),
      getLocation: getLocation({ locations: postgresLocationRepository(ctx.get(TOKENS.db)) }),
      topCities: topCities({ locations: postgresLocationRepository(ctx.get(TOKENS.db)) }),
      chooseLocation: chooseLocation({ locations: postgresLocationRepository(ctx.get(TOKENS.db)) }),
      getStaticPage: getStaticPage({ pages: fileStaticPages(CONTENT_PAGES_DIR) }),
      listShops: listShops({ shops: postgresShopRepository(ctx.get(TOKENS.db)), locations: postgresLocationRepository(ctx.get(TOKENS.db)) }),
      getShop: getShop({ shops: postgresShopRepository(ctx.get(TOKENS.db)) }),
      popupsForPath: popupsForPath({ popups: filePopups(new URL('../../content/popups.json', import.meta.url).pathname) }),
      ...contentUseCases(),
      wishlist: wishlistUseCases({ wishlists: postgresWishlistRepository(ctx.get(TOKENS.db)), catalogue, ids }),
      personalData: personalDataUseCases({ profiles: { ...postgresPersonalDataRepository(ctx.get(TOKENS.db)), ...postgresProfileEraser(ctx.get(TOKENS.db)) }, clock: { now: () => new Date() }, ids }),
      reviews: reviewUseCases({ reviews: postgresReviewRepository(ctx.get(TOKENS.db)), catalogue, ids }),
      reviewPhotos: reviewPhotoUseCases({ photos: postgresReviewPhotoRepository(ctx.get(TOKENS.db)), encoder: sharpPhotoEncoder(), ids, clock: { now: () => new Date() } }),
      availability: availabilityUseCases({
        catalogue, search, stock: postgresStockReader(ctx.get(TOKENS.catalogueReads)), clock: { now: () => new Date() },
        sellers: fileSellers(SELLERS_FILE),
        location: getLocation({ locations: postgresLocationRepository(ctx.get(TOKENS.db)) }), currentMarket: requestMarket,
      }),
      findTag: findTag({ tags: fileTags(new URL('../../content/tags.json', import.meta.url).pathname) }),
      account: accountWiring(ctx.get(TOKENS.db), ids),
      returns: returnWiring(ctx.get(TOKENS.db), ids),
      shopServices: shopServiceWiring(ctx.get(TOKENS.db), requestMarket),
      subscriptions: subscriptionUseCases({ subscriptions: postgresSubscriptions(ctx.get(TOKENS.db)) }),
      notifications: notificationUseCases({ notifications: postgresNotifications(ctx.get(TOKENS.db)), clock: { now: () => new Date() } }),
      appeals: appealUseCases({
        appeals: postgresAppeals(ctx.get(TOKENS.db)), files: postgresAppealFiles(ctx.get(TOKENS.db)), encoder: sharpPhotoEncoder(), ids, clock: { now: () => new Date() },
      }),
      pro: proUseCases({
        pro: postgresProRepository(ctx.get(TOKENS.db)), files: postgresProFiles(ctx.get(TOKENS.db)), encoder: sharpPhotoEncoder(), ids, clock: { now: () => new Date() },
      }),
    };
  });
  return c;
}

/** Comparison and product views: per-owner lists beside the catalogue. */
function comparisonUseCases(db: Kysely<Database>, catalogue: CatalogueRepository, search: CatalogueSearch) {
  const comparison = postgresComparisonRepository(db);
  return {
    comparedProductIds: comparedProductIds({ comparison }),
    comparedProducts: comparedProducts({ comparison, catalogue }),
    addToComparison: addToComparison({ comparison, catalogue }),
    removeFromComparison: removeFromComparison({ comparison }),
    recordProductView: recordProductView({ views: postgresProductViewLog(db), catalogue }),
    recentlyViewed: recentlyViewed({ views: postgresProductViewLog(db), search }),
    getRecommendations: getRecommendations({ recentlyViewed: recentlyViewed({ views: postgresProductViewLog(db), search }) }),
  };
}
