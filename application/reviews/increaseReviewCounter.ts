import * as E from 'fp-ts/Either';
import type { CatalogueRepository } from '../catalogue/CatalogueRepository';
import type { RecordEvents } from '../shell/EventStore';

/**
 * POST /products/reviews/_increase-counter {productId} (spec §7; what it counts is not shown): the product's reviews
 * were opened once more. Counted as a behaviour event `reviews/counter` of the visitor, as the events API records them.
 */
export const increaseReviewCounter =
  (deps: { readonly catalogue: Pick<CatalogueRepository, 'productById'>; readonly recordEvents: RecordEvents }) =>
  async (ownerKey: string, productId: string): Promise<E.Either<{ readonly _tag: 'PRODUCT_NOT_FOUND' }, void>> => {
    if (!(await deps.catalogue.productById(productId))) return E.left({ _tag: 'PRODUCT_NOT_FOUND' });
    await deps.recordEvents(ownerKey, [{ group: 'reviews', event: 'counter', pageType: null, payload: { productId }, occurredAt: null }]);
    return E.right(undefined);
  };
