import type { CatalogueSearch } from './CatalogueSearch';
import type { ProductSummary } from './catalogueModel';
import { NO_FILTERS } from './listingQuery';

/** How many products a recommendation shows. */
const RECOMMENDED_PRODUCTS = 8;

/**
 * A category's most popular products in stock, without the given ones: what the shop recommends from a category
 * (the cart's slot, a product's and a category's recommendations, a listing's hits). The spec names the calls, not
 * how they are filled.
 */
export const popularInCategory =
  (deps: { readonly search: Pick<CatalogueSearch, 'findListing'> }) =>
  async (urlPath: string, without: readonly string[] = [], limit = RECOMMENDED_PRODUCTS): Promise<readonly ProductSummary[]> => {
    const { products } = await deps.search.findListing({
      scope: { kind: 'category', urlPath },
      // Never offer what cannot be bought (issue 14).
      filters: { ...NO_FILTERS, inStock: true },
      orderBy: 'popular',
      offset: 0,
      limit: limit + without.length,
    });
    const excluded = new Set(without);
    return products.filter((p) => !excluded.has(p.productId)).slice(0, limit);
  };
