import type { ProductSummary } from '../../../application/catalogue/catalogueModel';
import type { QuestionRecord, ReviewRecord } from '../../../application/reviews/ReviewRepository';
import { starDistribution } from '../../../domain/reviews/ratingSummary';
import type { Question, RatingFigures, Review } from '../../contract/reviews';
import { reviewPhotoUrl, reviewThumbnailUrl, type PhotoRef } from '../../contract/reviewPhotos';

const photos = (ids: readonly string[]): PhotoRef[] => ids.map((id) => ({ id, url: reviewPhotoUrl(id), thumbnailUrl: reviewThumbnailUrl(id) }));

export const encodeReview = (r: ReviewRecord): Review => ({
  id: r.id,
  body: r.body,
  author: r.isAnonymous ? '' : r.author,
  isAnonymous: r.isAnonymous,
  rating: r.rating,
  photoIds: [...r.photoIds],
  photos: photos(r.photoIds),
  likes: r.likes,
  dislikes: r.dislikes,
  createdAt: r.createdAt.toISOString(),
});

export const encodeQuestion = (q: QuestionRecord): Question => ({
  id: q.id,
  body: q.body,
  author: q.isAnonymous ? '' : q.author,
  isAnonymous: q.isAnonymous,
  photoIds: [...q.photoIds],
  photos: photos(q.photoIds),
  answer: q.answer,
  createdAt: q.createdAt.toISOString(),
});

export const encodeRatingFigures = (p: ProductSummary & { readonly ratingCounts: readonly number[] }): RatingFigures => ({
  rating: p.rating,
  ratingCount: p.ratingCount,
  reviewsCount: p.reviewCount,
  ratingDistribution: starDistribution(p.ratingCounts),
});
