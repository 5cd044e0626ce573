import * as t from 'io-ts';
import { REVIEW_FILTERS, REVIEW_ORDERS, REVIEW_PAGE_SIZE } from '../../domain/reviews/reviews';
import { REVIEW_PHOTO_LIMITS } from '../../domain/reviews/reviewPhotos';
import { PhotoId, PhotoRef } from './reviewPhotos';

const keys = <K extends string>(values: readonly K[]) => t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<K, null>);
const PageNumber = t.refinement(t.string, (s) => /^[1-9]\d{0,4}$/.test(s), 'PageNumber');
const PageSize = t.refinement(t.string, (s) => /^[1-9]\d?$/.test(s) && Number(s) <= REVIEW_PAGE_SIZE.max, 'PageSize');

/** Query of GET /products/{id}/reviews (spec §7: pageSize, page, orderBy, filter). */
export const ReviewsQuery = t.partial({ pageSize: PageSize, page: PageNumber, orderBy: keys(REVIEW_ORDERS), filter: keys(REVIEW_FILTERS) });
/** Body of POST /products/reviews/_increase-counter (spec §7: productId). */
export const ReviewCounterBody = t.type({ productId: t.refinement(t.string, (s) => /^[\w-]{1,40}$/.test(s), 'ProductId') });
/** Query of GET /products/{id}/questions. */
export const QuestionsQuery = t.partial({ pageSize: PageSize, page: PageNumber });

const Pagination = t.type({ page: t.number, pageSize: t.number, total: t.number });

/** spec §3 Review, as listed, with its photos' addresses. */
export const Review = t.type({
  id: t.string,
  body: t.string,
  author: t.string,
  isAnonymous: t.boolean,
  rating: t.number,
  photoIds: t.array(t.string),
  photos: t.array(PhotoRef),
  likes: t.number,
  dislikes: t.number,
  createdAt: t.string,
});
export type Review = t.TypeOf<typeof Review>;
/** spec §3 Question, as listed, with its photos' addresses and the shop's answer. */
export const Question = t.type({
  id: t.string,
  body: t.string,
  author: t.string,
  isAnonymous: t.boolean,
  photoIds: t.array(t.string),
  photos: t.array(PhotoRef),
  answer: t.union([t.string, t.null]),
  createdAt: t.string,
});
export type Question = t.TypeOf<typeof Question>;

/** Ratings per star, five stars first. */
export const RatingDistribution = t.array(t.type({ rating: t.number, count: t.number }));
/**
 * The product's figures beside its reviews: the average `rating`, `ratingCount` ratings given with or without a
 * text, `reviewsCount` written reviews and the stars (a rating is not a review: issue 14).
 */
export const RatingFigures = t.type({ rating: t.number, ratingCount: t.number, reviewsCount: t.number, ratingDistribution: RatingDistribution });
export type RatingFigures = t.TypeOf<typeof RatingFigures>;
export const ReviewsPage = t.intersection([t.type({ reviews: t.array(Review), pagination: Pagination }), RatingFigures]);
export type ReviewsPage = t.TypeOf<typeof ReviewsPage>;
export const QuestionsPage = t.type({ questions: t.array(Question), pagination: Pagination });
export type QuestionsPage = t.TypeOf<typeof QuestionsPage>;

const Body = t.refinement(t.string, (s) => s.length <= 4000, 'Body');
/** Body of POST /products/{id}/questions (spec §7: body, author, isAnonymous, photoIds). */
export const QuestionBody = t.type({
  body: Body,
  author: t.refinement(t.string, (s) => s.length <= 124, 'Author'),
  isAnonymous: t.boolean,
  photoIds: t.refinement(t.array(PhotoId), (a) => a.length <= REVIEW_PHOTO_LIMITS.perPost, 'PhotoIds'),
});
/** Body of POST /products/{id}/reviews: a question's fields plus the rating. */
export const ReviewBody = t.intersection([QuestionBody, t.type({ rating: t.number })]);
export const Posted = t.type({ id: t.string });

/** Body of POST /products/reviews/{id}/_vote. */
export const VoteBody = t.type({ vote: t.keyof({ LIKE: null, DISLIKE: null }) });
export const VoteCounts = t.type({ likes: t.number, dislikes: t.number });
/** Body of POST /products/reviews/_check-post-possibility. */
export const CheckPostBody = t.type({ productIds: t.refinement(t.array(t.string), (a) => a.length <= 100, 'ProductIds') });

/** What /product/{id}/reviews/ and /product/{id}/faq/ show: the product's card and one page of the tab. */
export type ProductTalkData = { readonly product: import('./product').ProductCard } & (
  | { readonly tab: 'reviews'; readonly reviews: ReviewsPage; readonly orderBy: string; readonly filter: string }
  | { readonly tab: 'questions'; readonly questions: QuestionsPage }
);

/** A page's query without blank values: a plain form sends «filter=» for «all», which means no filter (spec §5: sent only when non-blank). */
export const nonBlankParams = (search: string): Record<string, string> =>
  Object.fromEntries([...new URLSearchParams(search)].filter(([, v]) => v.trim() !== ''));
