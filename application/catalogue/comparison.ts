import * as E from 'fp-ts/Either';
import type { CatalogueRepository } from './CatalogueRepository';
import type { ComparisonRepository } from './ComparisonRepository';
import type { ProductRecord } from './catalogueModel';

/** Products a comparison holds at most, so its table stays readable. */
const MAX_COMPARED_PRODUCTS = 20;

type Deps = { readonly comparison: ComparisonRepository; readonly catalogue: CatalogueRepository };
export type ComparisonError = { readonly _tag: 'PRODUCT_NOT_FOUND' } | { readonly _tag: 'NOT_FOUND' } | { readonly _tag: 'INCORRECT_REQUEST' };

/** GET /comparison/product-ids. */
export const comparedProductIds = (deps: Pick<Deps, 'comparison'>) => (ownerKey: string) => deps.comparison.productIds(ownerKey);

/** GET /comparison/products: the compared products with everything the table shows. */
export const comparedProducts =
  (deps: Deps) =>
  async (ownerKey: string): Promise<readonly ProductRecord[]> => {
    const ids = await deps.comparison.productIds(ownerKey);
    const products = await Promise.all(ids.map((id) => deps.catalogue.productById(id)));
    return products.filter((p): p is ProductRecord => p !== undefined);
  };

/** POST /comparison/products {productId}: an unknown product is PRODUCT_NOT_FOUND; a full list is a bad request. */
export const addToComparison =
  (deps: Deps) =>
  async (ownerKey: string, productId: string): Promise<E.Either<ComparisonError, readonly string[]>> => {
    if (!(await deps.catalogue.productById(productId))) return E.left({ _tag: 'PRODUCT_NOT_FOUND' });
    const ids = await deps.comparison.productIds(ownerKey);
    if (!ids.includes(productId) && ids.length >= MAX_COMPARED_PRODUCTS) return E.left({ _tag: 'INCORRECT_REQUEST' });
    await deps.comparison.add(ownerKey, productId);
    return E.right(await deps.comparison.productIds(ownerKey));
  };

/** DELETE /comparison/products/{ids}: NOT_FOUND when none of them was compared (the client then refetches, spec §4). */
export const removeFromComparison =
  (deps: Pick<Deps, 'comparison'>) =>
  async (ownerKey: string, productIds: readonly string[]): Promise<E.Either<ComparisonError, readonly string[]>> => {
    const removed = await deps.comparison.remove(ownerKey, productIds);
    return removed === 0 ? E.left({ _tag: 'NOT_FOUND' }) : E.right(await deps.comparison.productIds(ownerKey));
  };
