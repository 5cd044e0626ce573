import { ContainerModule } from 'inversify';
import { comparisonRoutes } from '../../../adapters-http/server/routes/comparisonRoutes';
import { mainBlockRoutes } from '../../../adapters-http/server/routes/mainBlockRoutes';
import { recentListRoutes } from '../../../adapters-http/server/routes/recentListRoutes';
import { trackerRoutes } from '../../../adapters-http/server/routes/trackerRoutes';
import { trackingRoutes } from '../../../adapters-http/server/routes/trackingRoutes';
import { postgresComparisonRepository } from '../../../adapters-storage/postgres/postgresComparisonRepository';
import { postgresProductViewLog } from '../../../adapters-storage/postgres/postgresProductViewLog';
import { trackCheckout } from '../../../application/analytics/trackCheckout';
import { trackProducts } from '../../../application/analytics/trackProducts';
import { addToComparison, comparedProductIds, comparedProducts, removeFromComparison } from '../../../application/catalogue/comparison';
import type { ComparisonRepository } from '../../../application/catalogue/ComparisonRepository';
import { getRecommendations } from '../../../application/catalogue/getRecommendations';
import { recentlyViewed } from '../../../application/catalogue/recentlyViewed';
import { recordProductView, type ProductViewLog } from '../../../application/catalogue/recordProductView';
import { CART } from './cartModule';
import { CATALOGUE } from './catalogueModule';
import { CORE } from './coreModule';
import { ROUTES } from './routes';
import { SHELL } from './shellModule';
import { fromPorts, token, useCaseTokens } from './token';

/**
 * What a visitor compares and has viewed: per-owner lists beside the catalogue, and the carousels made of them; what the
 * analytics tracker reports of the products looked at and the cart checked out.
 */
export const BROWSING = {
  comparison: token<ComparisonRepository>('ComparisonRepository'),
  views: token<ProductViewLog>('ProductViewLog'),
  // The recently viewed products in the market's prices and the visitor's own carousels (spec §7 GET /profiles/recent-list, POST /recommendations).
  ...useCaseTokens({
    comparedProductIds,
    comparedProducts,
    addToComparison,
    removeFromComparison,
    recordProductView,
    recentlyViewed,
    getRecommendations,
    trackProducts,
    trackCheckout,
  }),
} as const;

const B = BROWSING;

export const browsingModule = new ContainerModule(({ bind }) => {
  bind(B.comparison).toResolvedValue(postgresComparisonRepository, [CORE.db]);
  bind(B.views).toResolvedValue(postgresProductViewLog, [CORE.db]);
  bind(B.comparedProductIds).toDynamicValue(fromPorts(comparedProductIds, { comparison: B.comparison }));
  bind(B.comparedProducts).toDynamicValue(fromPorts(comparedProducts, { comparison: B.comparison, catalogue: CATALOGUE.catalogue }));
  bind(B.addToComparison).toDynamicValue(fromPorts(addToComparison, { comparison: B.comparison, catalogue: CATALOGUE.catalogue }));
  bind(B.removeFromComparison).toDynamicValue(fromPorts(removeFromComparison, { comparison: B.comparison }));
  bind(B.recordProductView).toDynamicValue(fromPorts(recordProductView, { views: B.views, catalogue: CATALOGUE.catalogue }));
  bind(B.recentlyViewed).toDynamicValue(fromPorts(recentlyViewed, { views: B.views, search: CATALOGUE.search }));
  bind(B.getRecommendations).toDynamicValue(fromPorts(getRecommendations, { recentlyViewed: B.recentlyViewed }));

  bind(B.trackProducts).toDynamicValue(fromPorts(trackProducts, { catalogue: CATALOGUE.catalogue, recordEvents: SHELL.recordEvents }));
  bind(B.trackCheckout).toDynamicValue(fromPorts(trackCheckout, { getCart: CART.getCart, recordEvents: SHELL.recordEvents }));

  bind(ROUTES.comparison).toDynamicValue(
    fromPorts(comparisonRoutes, {
      comparedProductIds: B.comparedProductIds,
      comparedProducts: B.comparedProducts,
      addToComparison: B.addToComparison,
      removeFromComparison: B.removeFromComparison,
    }),
  );
  bind(ROUTES.tracker).toDynamicValue(fromPorts(trackerRoutes, { trackProducts: B.trackProducts, trackCheckout: B.trackCheckout }));
  bind(ROUTES.tracking).toDynamicValue(fromPorts(trackingRoutes, { recordProductView: B.recordProductView }));
  bind(ROUTES.recentList).toDynamicValue(fromPorts(recentListRoutes, { recentlyViewed: B.recentlyViewed }));
  bind(ROUTES.mainBlocks).toDynamicValue(
    fromPorts(mainBlockRoutes, {
      getMainBlocks: CATALOGUE.getMainBlocks,
      getRecommendations: B.getRecommendations,
      productRecommendations: CATALOGUE.productRecommendations,
      categoryRecommendations: CATALOGUE.categoryRecommendations,
    }),
  );
});
