import type { CatalogueRepository } from './CatalogueRepository';
import type { CatalogueSearch } from './CatalogueSearch';
import type { ProductSummary } from './catalogueModel';
import { popularInCategory } from './popularInCategory';

/**
 * Products to offer beside some products (the cart's slot, GET /recommendations/products/{ids}): the most popular
 * in stock of the first one's category, without the products themselves.
 */
export const productRecommendations =
  (deps: { readonly catalogue: Pick<CatalogueRepository, 'productById'>; readonly search: Pick<CatalogueSearch, 'findListing'> }) =>
  async (productIds: readonly string[]): Promise<readonly ProductSummary[]> => {
    const first = productIds[0] && (await deps.catalogue.productById(productIds[0]));
    return first ? popularInCategory(deps)(first.categoryPath, productIds) : [];
  };
