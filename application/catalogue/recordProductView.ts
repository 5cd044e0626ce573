import * as E from 'fp-ts/Either';
import type { CatalogueRepository } from './CatalogueRepository';

/** Where product views are kept, per owner, latest first when read. */
export interface ProductViewLog {
  readonly record: (ownerKey: string, productId: string) => Promise<void>;
  /** The owner's viewed product ids, latest view first, at most `limit`. */
  readonly latest: (ownerKey: string, limit: number) => Promise<readonly string[]>;
  /** Moves one owner's views to another (signing in), each product keeping its latest view. */
  readonly adopt: (fromOwnerKey: string, toOwnerKey: string) => Promise<void>;
}

/** POST /tracking/recently-viewed-products {productId}: remembers that the owner looked at a product. */
export const recordProductView =
  (deps: { readonly views: ProductViewLog; readonly catalogue: CatalogueRepository }) =>
  async (ownerKey: string, productId: string): Promise<E.Either<{ readonly _tag: 'PRODUCT_NOT_FOUND' }, void>> => {
    if (!(await deps.catalogue.productById(productId))) return E.left({ _tag: 'PRODUCT_NOT_FOUND' });
    await deps.views.record(ownerKey, productId);
    return E.right(undefined);
  };
