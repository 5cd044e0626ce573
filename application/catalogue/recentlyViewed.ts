import type { CatalogueSearch } from './CatalogueSearch';
import type { ProductSummary } from './catalogueModel';
import { NO_FILTERS } from './listingQuery';
import type { ProductViewLog } from './recordProductView';

/** Products the recent list shows at most (docs/profile.md): a screen of cards, not a browsing history. */
export const MAX_RECENT_PRODUCTS = 20;

/**
 * GET /profiles/recent-list (spec §7 Profile): the products the owner viewed, latest view first; products
 * gone from the catalogue are left out. The cards are read as one listing of the chosen products (priced
 * as the given search prices them: the market's), then put back in viewing order.
 */
export const recentlyViewed = (deps: { readonly views: Pick<ProductViewLog, 'latest'>; readonly search: Pick<CatalogueSearch, 'findListing'> }) =>
  async (ownerKey: string): Promise<readonly ProductSummary[]> => {
    const ids = await deps.views.latest(ownerKey, MAX_RECENT_PRODUCTS);
    if (ids.length === 0) return [];
    const { products } = await deps.search.findListing({
      scope: { kind: 'selection', productIds: ids }, filters: NO_FILTERS, orderBy: 'popular', offset: 0, limit: ids.length,
    });
    const byId = new Map(products.map((p) => [p.productId, p]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
