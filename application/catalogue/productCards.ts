import type { CatalogueSearch } from './CatalogueSearch';
import type { ProductSummary } from './catalogueModel';
import { NO_FILTERS } from './listingQuery';

/**
 * The cards of the given products in the given order, read as one listing of them (so priced as the given
 * search prices them: the market's); products gone from the catalogue are left out.
 */
export async function productCards(search: Pick<CatalogueSearch, 'findListing'>, ids: readonly string[]): Promise<readonly ProductSummary[]> {
  if (ids.length === 0) return [];
  const { products } = await search.findListing({
    scope: { kind: 'selection', productIds: ids },
    filters: NO_FILTERS,
    orderBy: 'popular',
    offset: 0,
    limit: ids.length,
  });
  const byId = new Map(products.map((p) => [p.productId, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
