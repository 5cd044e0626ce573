import * as E from 'fp-ts/Either';
import type { CatalogueRepository } from './CatalogueRepository';
import type { CategoryRecord } from './catalogueModel';
import { categoryAncestry } from './categoryAncestry';

/** GET /catalog/{id}/breadcrumbs (spec §7): the category's chain from the root, as its listing shows it. */
export const categoryBreadcrumbs =
  (deps: { readonly catalogue: Pick<CatalogueRepository, 'categories'> }) =>
  async (categoryId: string): Promise<E.Either<{ readonly _tag: 'NOT_FOUND' }, readonly CategoryRecord[]>> => {
    const all = await deps.catalogue.categories();
    const category = all.find((c) => c.id === categoryId);
    return category ? E.right(categoryAncestry(all, category)) : E.left({ _tag: 'NOT_FOUND' });
  };
