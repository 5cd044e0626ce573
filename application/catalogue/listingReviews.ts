import type { ReviewRecord, ReviewRepository } from '../reviews/ReviewRepository';

/** Reviews a listing shows under its products. */
const LISTING_REVIEWS = 6;

/**
 * POST /catalog/reviews (spec §7): the most useful written review of each reviewed product of the listing's page,
 * in the listing's order, at most six. `productIds`: the page's products that have written reviews.
 */
export const listingReviews =
  (deps: { readonly reviews: Pick<ReviewRepository, 'reviews'> }) =>
  async (productIds: readonly string[]): Promise<readonly ReviewRecord[]> => {
    const pages = await Promise.all(
      productIds.slice(0, LISTING_REVIEWS).map((productId) => deps.reviews.reviews(productId, { page: 1, pageSize: 1, orderBy: 'USEFUL', filter: null })),
    );
    return pages.flatMap((page) => page.items);
  };
