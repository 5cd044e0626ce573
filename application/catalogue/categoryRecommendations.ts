import * as E from 'fp-ts/Either';
import type { CatalogueRepository } from './CatalogueRepository';
import type { CatalogueSearch } from './CatalogueSearch';
import type { ProductSummary } from './catalogueModel';
import { popularInCategory } from './popularInCategory';

/** A category by its id, or by its path under /catalog/ as a listing's URL has it. */
export type CategoryKey = { readonly id: string } | { readonly urlPath: string };

/**
 * GET /recommendations/categories/{id}/products and POST /recommendations/categories/products/_search-by-url {url}
 * (spec §7): the category's most popular products in stock; NOT_FOUND for a path that is no category.
 */
export const categoryRecommendations =
  (deps: { readonly catalogue: Pick<CatalogueRepository, 'categories'>; readonly search: Pick<CatalogueSearch, 'findListing'> }) =>
  async (key: CategoryKey): Promise<E.Either<{ readonly _tag: 'NOT_FOUND' }, readonly ProductSummary[]>> => {
    const category = (await deps.catalogue.categories()).find((c) => ('id' in key ? c.id === key.id : c.urlPath === key.urlPath));
    return category ? E.right(await popularInCategory(deps)(category.urlPath)) : E.left({ _tag: 'NOT_FOUND' });
  };
