import type { CatalogueSearch } from './CatalogueSearch';
import type { ProductSummary } from './catalogueModel';
import { productCards } from './productCards';
import type { ProductViewLog } from './recordProductView';

/** Products the recent list shows at most (docs/profile.md): a screen of cards, not a browsing history. */
export const MAX_RECENT_PRODUCTS = 20;

/**
 * GET /profiles/recent-list (spec §7 Profile): the products the owner viewed, latest view first; products
 * gone from the catalogue are left out.
 */
export const recentlyViewed =
  (deps: { readonly views: Pick<ProductViewLog, 'latest'>; readonly search: Pick<CatalogueSearch, 'findListing'> }) =>
  async (ownerKey: string): Promise<readonly ProductSummary[]> =>
    productCards(deps.search, await deps.views.latest(ownerKey, MAX_RECENT_PRODUCTS));
