import type { CatalogueRepository } from './CatalogueRepository';
import type { CatalogueSearch } from './CatalogueSearch';
import type { ProductSummary } from './catalogueModel';
import { NO_FILTERS } from './listingQuery';

/** The cart's recommendation slot (spec §7 Cart: dynamic recommendations with productIds). */
export const CART_RECOMMENDATION_SLOT = 'Recommendations_Cart_OneProduct_Slot_1';

/** How many products the slot shows. */
const SLOT_SIZE = 8;

/**
 * Products for the cart's slot: the most popular in stock of the first cart product's category, without the
 * products already in the cart. The spec names the slot, not how it is filled.
 */
export const cartRecommendations =
  (deps: { readonly catalogue: CatalogueRepository; readonly search: CatalogueSearch }) =>
  async (productIds: readonly string[]): Promise<readonly ProductSummary[]> => {
    const first = productIds[0] && (await deps.catalogue.productById(productIds[0]));
    if (!first) return [];
    const { products } = await deps.search.findListing({
      scope: { kind: 'category', urlPath: first.categoryPath },
      // Never offer what cannot be bought (issue 14).
      filters: { ...NO_FILTERS, inStock: true },
      orderBy: 'popular',
      offset: 0,
      limit: SLOT_SIZE + productIds.length,
    });
    const inCart = new Set(productIds);
    return products.filter((p) => !inCart.has(p.productId)).slice(0, SLOT_SIZE);
  };
