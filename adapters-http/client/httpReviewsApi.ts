import type { ReviewsApi } from '../../application/reviews/reviewsApi';
import type { ApiRequest } from './apiClient';
import { Posted, VoteCounts } from '../contract/reviews';

/** Posting reviews and questions and voting, over the shop's API. */
export function httpReviewsApi(request: ApiRequest): ReviewsApi {
  return {
    postReview: (productId, post) => request('POST', `/products/${encodeURIComponent(productId)}/reviews`, Posted, post),
    postQuestion: (productId, post) => request('POST', `/products/${encodeURIComponent(productId)}/questions`, Posted, post),
    vote: (reviewId, vote) => request('POST', `/products/reviews/${encodeURIComponent(reviewId)}/_vote`, VoteCounts, { vote }),
  };
}
