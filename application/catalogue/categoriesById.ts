import { inAskedOrder } from '../shared/inAskedOrder';
import type { CatalogueRepository } from './CatalogueRepository';
import type { CategoryRecord } from './catalogueModel';

/** POST /categories {categoryIds} (spec §7): the asked categories that exist, once each, in the order asked. */
export const categoriesById =
  (deps: { readonly catalogue: Pick<CatalogueRepository, 'categories'> }) =>
  async (categoryIds: readonly string[]): Promise<readonly CategoryRecord[]> =>
    inAskedOrder(await deps.catalogue.categories(), categoryIds);
