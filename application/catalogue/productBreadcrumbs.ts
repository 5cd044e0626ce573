import * as E from 'fp-ts/Either';
import type { CatalogueRepository } from './CatalogueRepository';
import type { CategoryRecord } from './catalogueModel';
import { categoryAncestry } from './categoryAncestry';

/** GET /products/{id}/breadcrumbs (spec §7): the chain of the product's category from the root, as that listing shows it. */
export const productBreadcrumbs =
  (deps: { readonly catalogue: Pick<CatalogueRepository, 'categories' | 'productById'> }) =>
  async (productId: string): Promise<E.Either<{ readonly _tag: 'PRODUCT_NOT_FOUND' }, readonly CategoryRecord[]>> => {
    const [product, all] = await Promise.all([deps.catalogue.productById(productId), deps.catalogue.categories()]);
    if (!product) return E.left({ _tag: 'PRODUCT_NOT_FOUND' });
    const category = all.find((c) => c.urlPath === product.categoryPath);
    return E.right(category ? categoryAncestry(all, category) : []);
  };
