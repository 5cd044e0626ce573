import { ContainerModule } from 'inversify';
import { mediaRoutes } from '../../../adapters-http/server/routes/mediaRoutes';
import { catalogRoutes } from '../../../adapters-http/server/routes/catalogRoutes';
import { tagRoutes } from '../../../adapters-http/server/routes/tagRoutes';
import { kitRoutes } from '../../../adapters-http/server/routes/kitRoutes';
import { directoryRoutes } from '../../../adapters-http/server/routes/directoryRoutes';
import { listingPartRoutes } from '../../../adapters-http/server/routes/listingPartRoutes';
import { productDetailRoutes } from '../../../adapters-http/server/routes/productDetailRoutes';
import { brandLogoRoutes } from '../../../adapters-http/server/routes/brandLogoRoutes';
import { fileTags } from '../../../adapters-storage/files/fileTags';
import { diskCachedRasterizer } from '../../../adapters-storage/images/diskCachedRasterizer';
import { sharpImageRasterizer } from '../../../adapters-storage/images/sharpImageRasterizer';
import { postgresCatalogueRepository } from '../../../adapters-storage/postgres/postgresCatalogueRepository';
import { postgresCatalogueSearch } from '../../../adapters-storage/postgres/postgresCatalogueSearch';
import { postgresDirectoryRepository } from '../../../adapters-storage/postgres/postgresDirectoryRepository';
import { postgresKitRepository } from '../../../adapters-storage/postgres/postgresKitRepository';
import { postgresTechnologies } from '../../../adapters-storage/postgres/postgresTechnologies';
import type { CatalogueRepository } from '../../../application/catalogue/CatalogueRepository';
import type { CatalogueSearch } from '../../../application/catalogue/CatalogueSearch';
import type { PersonalPriceRepository } from '../../../application/catalogue/PersonalPriceRepository';
import { categoriesById } from '../../../application/catalogue/categoriesById';
import { categoryBreadcrumbs } from '../../../application/catalogue/categoryBreadcrumbs';
import { categoryRecommendations } from '../../../application/catalogue/categoryRecommendations';
import { getAutoHints } from '../../../application/catalogue/getAutoHints';
import { getCatalogueTree } from '../../../application/catalogue/getCatalogueTree';
import { getMainBlocks } from '../../../application/catalogue/getMainBlocks';
import { getProduct } from '../../../application/catalogue/getProduct';
import { getProductPage } from '../../../application/catalogue/getProductPage';
import { kitUseCases } from '../../../application/catalogue/kitUseCases';
import { listCategory } from '../../../application/catalogue/listCategory';
import { listingBlocks } from '../../../application/catalogue/listingBlocks';
import { listingReviews } from '../../../application/catalogue/listingReviews';
import { listTechnologies } from '../../../application/catalogue/listTechnologies';
import { personalSaleCategories } from '../../../application/catalogue/personalSaleCategories';
import { productAcknowledgements } from '../../../application/catalogue/productAcknowledgements';
import { productBreadcrumbs } from '../../../application/catalogue/productBreadcrumbs';
import { productRecommendations } from '../../../application/catalogue/productRecommendations';
import { personalPricesOf } from '../../../application/catalogue/personalPricesOf';
import { searchCatalogue } from '../../../application/catalogue/searchCatalogue';
import { keepSelectedFacetValues } from '../../../application/catalogue/selectedFacetValues';
import { findTag } from '../../../application/catalogue/TagSource';
import { marketCatalogue, marketPersonalPrices, marketSearch } from '../../../application/market/marketCatalogue';
import type { DirectoryRepository } from '../../../application/shell/DirectoryRepository';
import { brandsById } from '../../../application/shell/brandsById';
import { listBrands } from '../../../application/shell/listBrands';
import { listSports } from '../../../application/shell/listSports';
import { topBrandsBySlot } from '../../../application/shell/topBrandsBySlot';
import { contentFile } from '../contentFiles';
import { productImage } from '../productImage';
import { CONTENT } from './contentModule';
import { CONFIG, CORE } from './coreModule';
import { ROUTES } from './routes';
import { fromPorts, token, useCaseTokens } from './token';

/** The catalogue: products, listings, search, menus, kits and tags. */
export const CATALOGUE = {
  /** Products as stored, in roubles, read where catalogue reads go (replicas when there are any). */
  stored: token<CatalogueRepository>('CatalogueRepository'),
  /** The same read from the primary: the cart prices its lines itself (cartView) and must see its own writes. */
  storedOnPrimary: token<CatalogueRepository>('PrimaryCatalogueRepository'),
  storedSearch: token<CatalogueSearch>('CatalogueSearch'),
  /** The catalogue and its search in the visitor's market: every catalogue answer is priced there. */
  catalogue: token<CatalogueRepository>('MarketCatalogue'),
  search: token<CatalogueSearch>('MarketSearch'),
  personalPrices: token<PersonalPriceRepository>('MarketPersonalPrices'),
  directory: token<DirectoryRepository>('DirectoryRepository'),
  ...useCaseTokens({
    getProduct,
    productPage: getProductPage,
    kits: kitUseCases,
    personalPricesOf,
    listCategory,
    searchCatalogue,
    getAutoHints,
    getCatalogueTree,
    getMainBlocks,
    listBrands,
    listSports,
    findTag,
    // The parts of listing and product pages, and recommendations from a category or beside products.
    categoryBreadcrumbs,
    productBreadcrumbs,
    categoriesById,
    personalSaleCategories,
    listingReviews,
    listingBlocks,
    productAcknowledgements,
    listTechnologies,
    categoryRecommendations,
    productRecommendations,
    topBrandsBySlot,
    brandsById,
  }),
} as const;

const C = CATALOGUE;

export const catalogueModule = new ContainerModule(({ bind }) => {
  // The catalogue's reads go through their own database handle (read replicas when configured).
  bind(C.stored).toResolvedValue(postgresCatalogueRepository, [CORE.catalogueDb]);
  bind(C.storedOnPrimary).toResolvedValue(postgresCatalogueRepository, [CORE.db]);
  bind(C.storedSearch).toResolvedValue((db) => keepSelectedFacetValues(postgresCatalogueSearch(db)), [CORE.catalogueDb]);
  bind(C.directory).toResolvedValue(postgresDirectoryRepository, [CORE.catalogueDb]);
  bind(C.catalogue).toResolvedValue(marketCatalogue, [C.stored, CORE.currentMarket]);
  bind(C.search).toResolvedValue(marketSearch, [C.storedSearch, CORE.currentMarket]);
  bind(C.personalPrices).toResolvedValue(marketPersonalPrices, [CORE.personalPrices, CORE.currentMarket]);

  bind(C.getProduct).toDynamicValue(fromPorts(getProduct, { catalogue: C.catalogue }));
  bind(C.kits).toResolvedValue((db, catalogue) => kitUseCases({ kits: postgresKitRepository(db), catalogue }), [CORE.db, C.catalogue]);
  bind(C.productPage).toDynamicValue(
    fromPorts(getProductPage, {
      catalogue: C.catalogue,
      kits: C.kits,
      personalPrices: C.personalPrices,
      clock: CORE.clock,
      currentMarket: CORE.currentMarket,
      sellers: CORE.sellers,
      customers: CORE.customers,
      reviews: CORE.reviews,
    }),
  );
  bind(C.personalPricesOf).toDynamicValue(fromPorts(personalPricesOf, { personalPrices: C.personalPrices, clock: CORE.clock }));
  bind(C.listCategory).toDynamicValue(
    fromPorts(listCategory, { catalogue: C.catalogue, search: C.search, personalPrices: C.personalPrices, clock: CORE.clock }),
  );
  bind(C.searchCatalogue).toDynamicValue(fromPorts(searchCatalogue, { search: C.search }));
  bind(C.getAutoHints).toDynamicValue(fromPorts(getAutoHints, { search: C.search }));
  bind(C.getCatalogueTree).toDynamicValue(fromPorts(getCatalogueTree, { catalogue: C.catalogue }));
  bind(C.getMainBlocks).toDynamicValue(fromPorts(getMainBlocks, { search: C.search, catalogue: C.catalogue, directory: C.directory, clock: CORE.clock }));
  bind(C.listBrands).toDynamicValue(fromPorts(listBrands, { directory: C.directory, clock: CORE.clock }));
  bind(C.listSports).toDynamicValue(fromPorts(listSports, { directory: C.directory, clock: CORE.clock }));
  bind(C.findTag).toResolvedValue(() => findTag({ tags: fileTags(contentFile('tags.json')) }));
  bind(C.topBrandsBySlot).toDynamicValue(fromPorts(topBrandsBySlot, { listBrands: C.listBrands }));
  bind(C.brandsById).toDynamicValue(fromPorts(brandsById, { listBrands: C.listBrands }));
  bind(C.categoryBreadcrumbs).toDynamicValue(fromPorts(categoryBreadcrumbs, { catalogue: C.catalogue }));
  bind(C.productBreadcrumbs).toDynamicValue(fromPorts(productBreadcrumbs, { catalogue: C.catalogue }));
  bind(C.categoriesById).toDynamicValue(fromPorts(categoriesById, { catalogue: C.catalogue }));
  bind(C.personalSaleCategories).toDynamicValue(
    fromPorts(personalSaleCategories, { catalogue: C.catalogue, personalPrices: C.personalPrices, clock: CORE.clock }),
  );
  bind(C.listingReviews).toDynamicValue(fromPorts(listingReviews, { reviews: CORE.reviews }));
  bind(C.listingBlocks).toDynamicValue(fromPorts(listingBlocks, { bannersBySlot: CONTENT.bannersBySlot, search: C.search }));
  bind(C.productAcknowledgements).toDynamicValue(fromPorts(productAcknowledgements, { catalogue: C.catalogue, sellers: CORE.sellers }));
  bind(C.listTechnologies).toResolvedValue((db) => listTechnologies({ technologies: postgresTechnologies(db) }), [CORE.catalogueDb]);
  bind(C.categoryRecommendations).toDynamicValue(fromPorts(categoryRecommendations, { catalogue: C.catalogue, search: C.search }));
  bind(C.productRecommendations).toDynamicValue(fromPorts(productRecommendations, { catalogue: C.catalogue, search: C.search }));

  bind(ROUTES.productMedia).toResolvedValue(
    (getProduct, imageCacheDir) =>
      mediaRoutes(productImage({ getProduct }, imageCacheDir ? diskCachedRasterizer(sharpImageRasterizer, imageCacheDir) : sharpImageRasterizer)),
    [C.getProduct, CONFIG.imageCacheDir],
  );
  bind(ROUTES.catalog).toDynamicValue(
    fromPorts(catalogRoutes, {
      getAutoHints: C.getAutoHints,
      personalPricesOf: C.personalPricesOf,
      productPage: C.productPage,
      listCategory: C.listCategory,
      searchCatalogue: C.searchCatalogue,
      getCatalogueTree: C.getCatalogueTree,
    }),
  );
  bind(ROUTES.listingParts).toDynamicValue(
    fromPorts(listingPartRoutes, {
      listCategory: C.listCategory,
      searchCatalogue: C.searchCatalogue,
      listingReviews: C.listingReviews,
      listingBlocks: C.listingBlocks,
      categoryBreadcrumbs: C.categoryBreadcrumbs,
      categoriesById: C.categoriesById,
      personalSaleCategories: C.personalSaleCategories,
    }),
  );
  bind(ROUTES.productDetails).toDynamicValue(
    fromPorts(productDetailRoutes, {
      getProduct: C.getProduct,
      productBreadcrumbs: C.productBreadcrumbs,
      productAcknowledgements: C.productAcknowledgements,
      listTechnologies: C.listTechnologies,
    }),
  );
  bind(ROUTES.tags).toDynamicValue(fromPorts(tagRoutes, { findTag: C.findTag, listCategory: C.listCategory, searchCatalogue: C.searchCatalogue }));
  bind(ROUTES.kits).toResolvedValue(kitRoutes, [C.kits]);
  bind(ROUTES.directory).toDynamicValue(
    fromPorts(directoryRoutes, {
      listBrands: C.listBrands,
      listSports: C.listSports,
      getCatalogueTree: C.getCatalogueTree,
      topBrandsBySlot: C.topBrandsBySlot,
      brandsById: C.brandsById,
    }),
  );
  bind(ROUTES.brandLogos).toDynamicValue(fromPorts(brandLogoRoutes, { listBrands: C.listBrands }));
});
