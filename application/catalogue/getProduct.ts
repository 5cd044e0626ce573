import * as E from 'fp-ts/Either';
import type { CatalogueRepository } from './CatalogueRepository';
import type { ProductRecord } from './catalogueModel';

export type GetProductError = { readonly _tag: 'NOT_FOUND' };

/** The product page's data (spec §2 /product/{productId}/). */
export const getProduct =
  (deps: { readonly catalogue: CatalogueRepository }) =>
  async (productId: string): Promise<E.Either<GetProductError, ProductRecord>> => {
    const product = await deps.catalogue.productById(productId);
    return product ? E.right(product) : E.left({ _tag: 'NOT_FOUND' });
  };
