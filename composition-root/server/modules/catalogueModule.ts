import { ContainerModule } from 'inversify';
import { mediaRoutes } from '../../../adapters-http/server/routes/mediaRoutes';
import { catalogRoutes } from '../../../adapters-http/server/routes/catalogRoutes';
import { tagRoutes } from '../../../adapters-http/server/routes/tagRoutes';
import { kitRoutes } from '../../../adapters-http/server/routes/kitRoutes';
import { directoryRoutes } from '../../../adapters-http/server/routes/directoryRoutes';
import { brandLogoRoutes } from '../../../adapters-http/server/routes/brandLogoRoutes';
import { fileTags } from '../../../adapters-storage/files/fileTags';
import { sharpImageRasterizer } from '../../../adapters-storage/images/sharpImageRasterizer';
import { postgresCatalogueRepository } from '../../../adapters-storage/postgres/postgresCatalogueRepository';
import { postgresCatalogueSearch } from '../../../adapters-storage/postgres/postgresCatalogueSearch';
import { postgresDirectoryRepository } from '../../../adapters-storage/postgres/postgresDirectoryRepository';
import { postgresKitRepository } from '../../../adapters-storage/postgres/postgresKitRepository';
import type { CatalogueRepository } from '../../../application/catalogue/CatalogueRepository';
import type { CatalogueSearch } from '../../../application/catalogue/CatalogueSearch';
import type { PersonalPriceRepository } from '../../../application/catalogue/PersonalPriceRepository';
import { getAutoHints } from '../../../application/catalogue/getAutoHints';
import { getCatalogueTree } from '../../../application/catalogue/getCatalogueTree';
import { getMainBlocks } from '../../../application/catalogue/getMainBlocks';
import { getProduct } from '../../../application/catalogue/getProduct';
import { getProductPage } from '../../../application/catalogue/getProductPage';
import { kitUseCases } from '../../../application/catalogue/kitUseCases';
import { listCategory } from '../../../application/catalogue/listCategory';
import { personalPricesOf } from '../../../application/catalogue/personalPricesOf';
import { searchCatalogue } from '../../../application/catalogue/searchCatalogue';
import { keepSelectedFacetValues } from '../../../application/catalogue/selectedFacetValues';
import { findTag } from '../../../application/catalogue/TagSource';
import { marketCatalogue, marketPersonalPrices, marketSearch } from '../../../application/market/marketCatalogue';
import type { DirectoryRepository } from '../../../application/shell/DirectoryRepository';
import { listBrands } from '../../../application/shell/listBrands';
import { listSports } from '../../../application/shell/listSports';
import { contentFile } from '../contentFiles';
import { productImage } from '../productImage';
import { CORE } from './coreModule';
import { ROUTES } from './routes';
import { fromPorts, token, useCaseTokens } from './token';

/** The catalogue: products, listings, search, menus, kits and tags. */
export const CATALOGUE = {
  /** Products as stored, in roubles: the cart prices them itself (cartView). */
  stored: token<CatalogueRepository>('CatalogueRepository'),
  storedSearch: token<CatalogueSearch>('CatalogueSearch'),
  /** The catalogue and its search in the visitor's market: every catalogue answer is priced there. */
  catalogue: token<CatalogueRepository>('MarketCatalogue'),
  search: token<CatalogueSearch>('MarketSearch'),
  personalPrices: token<PersonalPriceRepository>('MarketPersonalPrices'),
  directory: token<DirectoryRepository>('DirectoryRepository'),
  ...useCaseTokens({
    getProduct, productPage: getProductPage, kits: kitUseCases, personalPricesOf, listCategory, searchCatalogue, getAutoHints,
    getCatalogueTree, getMainBlocks, listBrands, listSports, findTag,
  }),
} as const;

const C = CATALOGUE;

export const catalogueModule = new ContainerModule(({ bind }) => {
  // The catalogue's reads go through their own database handle (replicas, later).
  bind(C.stored).toResolvedValue(postgresCatalogueRepository, [CORE.catalogueDb]);
  bind(C.storedSearch).toResolvedValue((db) => keepSelectedFacetValues(postgresCatalogueSearch(db)), [CORE.catalogueDb]);
  bind(C.directory).toResolvedValue(postgresDirectoryRepository, [CORE.catalogueDb]);
  bind(C.catalogue).toResolvedValue(marketCatalogue, [C.stored, CORE.currentMarket]);
  bind(C.search).toResolvedValue(marketSearch, [C.storedSearch, CORE.currentMarket]);
  bind(C.personalPrices).toResolvedValue(marketPersonalPrices, [CORE.personalPrices, CORE.currentMarket]);

  bind(C.getProduct).toDynamicValue(fromPorts(getProduct, { catalogue: C.catalogue }));
  bind(C.kits).toResolvedValue((db, catalogue) => kitUseCases({ kits: postgresKitRepository(db), catalogue }), [CORE.db, C.catalogue]);
  bind(C.productPage).toDynamicValue(fromPorts(getProductPage, {
    catalogue: C.catalogue, kits: C.kits, personalPrices: C.personalPrices, clock: CORE.clock, currentMarket: CORE.currentMarket,
    sellers: CORE.sellers, customers: CORE.customers, reviews: CORE.reviews,
  }));
  bind(C.personalPricesOf).toDynamicValue(fromPorts(personalPricesOf, { personalPrices: C.personalPrices, clock: CORE.clock }));
  bind(C.listCategory).toDynamicValue(fromPorts(listCategory, { catalogue: C.catalogue, search: C.search, personalPrices: C.personalPrices, clock: CORE.clock }));
  bind(C.searchCatalogue).toDynamicValue(fromPorts(searchCatalogue, { search: C.search }));
  bind(C.getAutoHints).toDynamicValue(fromPorts(getAutoHints, { search: C.search }));
  bind(C.getCatalogueTree).toDynamicValue(fromPorts(getCatalogueTree, { catalogue: C.catalogue }));
  bind(C.getMainBlocks).toDynamicValue(fromPorts(getMainBlocks, { search: C.search, catalogue: C.catalogue, directory: C.directory, clock: CORE.clock }));
  bind(C.listBrands).toDynamicValue(fromPorts(listBrands, { directory: C.directory, clock: CORE.clock }));
  bind(C.listSports).toDynamicValue(fromPorts(listSports, { directory: C.directory, clock: CORE.clock }));
  bind(C.findTag).toResolvedValue(() => findTag({ tags: fileTags(contentFile('tags.json')) }));

  bind(ROUTES.productMedia).toResolvedValue((getProduct) => mediaRoutes(productImage({ getProduct }, sharpImageRasterizer)), [C.getProduct]);
  bind(ROUTES.catalog).toDynamicValue(fromPorts(catalogRoutes, {
    getAutoHints: C.getAutoHints, personalPricesOf: C.personalPricesOf, productPage: C.productPage,
    listCategory: C.listCategory, searchCatalogue: C.searchCatalogue, getCatalogueTree: C.getCatalogueTree,
  }));
  bind(ROUTES.tags).toDynamicValue(fromPorts(tagRoutes, { findTag: C.findTag, listCategory: C.listCategory, searchCatalogue: C.searchCatalogue }));
  bind(ROUTES.kits).toResolvedValue(kitRoutes, [C.kits]);
  bind(ROUTES.directory).toDynamicValue(fromPorts(directoryRoutes, { listBrands: C.listBrands, listSports: C.listSports }));
  bind(ROUTES.brandLogos).toDynamicValue(fromPorts(brandLogoRoutes, { listBrands: C.listBrands }));
});
