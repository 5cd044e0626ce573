import * as E from 'fp-ts/Either';
import { RATING_MAX } from '../../domain/display/limits';
import { PHOTO_FORMATS, REVIEW_PHOTO_LIMITS } from '../../domain/reviews/reviewPhotos';
import { REVIEW_BODY_MAX, REVIEW_FILTERS, REVIEW_ORDERS, REVIEW_PAGE_SIZE } from '../../domain/reviews/reviews';
import type { CatalogueRepository } from '../catalogue/CatalogueRepository';

/** What a product's reviews accept and how their list is read: the rules postReview and listReviews apply. */
export const REVIEW_SCHEMA = {
  rating: { min: 1, max: RATING_MAX },
  body: { required: true, maxLength: REVIEW_BODY_MAX },
  photos: { max: REVIEW_PHOTO_LIMITS.perPost, maxBytes: REVIEW_PHOTO_LIMITS.maxBytes, formats: PHOTO_FORMATS },
  orderBy: REVIEW_ORDERS,
  filters: REVIEW_FILTERS,
  pageSize: REVIEW_PAGE_SIZE,
} as const;

/** GET /products/{id}/reviews/schema (spec §7; the answer is not shown): the review form's rules and the list's orders and filters. */
export const reviewSchema =
  (deps: { readonly catalogue: Pick<CatalogueRepository, 'productById'> }) =>
  async (productId: string): Promise<E.Either<{ readonly _tag: 'PRODUCT_NOT_FOUND' }, typeof REVIEW_SCHEMA>> =>
    (await deps.catalogue.productById(productId)) ? E.right(REVIEW_SCHEMA) : E.left({ _tag: 'PRODUCT_NOT_FOUND' });
