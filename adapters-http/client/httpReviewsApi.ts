import type { ChosenFile, ReviewsApi } from '../../application/reviews/reviewsApi';
import type { ApiRequest } from './apiClient';
import { Posted, VoteCounts } from '../contract/reviews';
import { UploadedPhoto } from '../contract/reviewPhotos';

/** The multipart form of the upload (field `photo`); a File goes as it is, without copying. */
const photoForm = async (photo: ChosenFile) => {
  const form = new FormData();
  form.set('photo', photo instanceof Blob ? photo : new Blob([await photo.arrayBuffer()], { type: photo.type }), photo.name);
  return form;
};

/** Posting reviews and questions and voting, over the shop's API. */
export function httpReviewsApi(request: ApiRequest): ReviewsApi {
  return {
    postReview: (productId, post) => request('POST', `/products/${encodeURIComponent(productId)}/reviews`, Posted, post),
    postQuestion: (productId, post) => request('POST', `/products/${encodeURIComponent(productId)}/questions`, Posted, post),
    vote: (reviewId, vote) => request('POST', `/products/reviews/${encodeURIComponent(reviewId)}/_vote`, VoteCounts, { vote }),
    uploadPhoto: async (photo) => request('POST', '/products/reviews/_upload-photo', UploadedPhoto, await photoForm(photo)),
  };
}
