import * as E from 'fp-ts/Either';
import { bodyError, ratingError, type ReviewFilter, type ReviewOrder } from '../../domain/reviews/reviews';
import { photoIdsAcceptable } from '../../domain/reviews/reviewPhotos';
import type { CatalogueRepository } from '../catalogue/CatalogueRepository';
import type { ProductRecord } from '../catalogue/catalogueModel';
import type { IdGenerator } from '../shared/IdGenerator';
import type { QuestionRecord, ReviewRecord, ReviewRepository } from './ReviewRepository';

export type ReviewDeps = { readonly reviews: ReviewRepository; readonly catalogue: CatalogueRepository; readonly ids: IdGenerator };
type ReviewError =
  | { readonly _tag: 'INCORRECT_REQUEST' }
  | { readonly _tag: 'PRODUCT_NOT_FOUND' }
  | { readonly _tag: 'NOT_FOUND' }
  | { readonly _tag: 'ALREADY_REVIEWED' }
  | { readonly _tag: 'PHOTO_NOT_FOUND' };
type Answer<A> = Promise<E.Either<ReviewError, A>>;

export interface Post {
  readonly body: string;
  readonly author: string;
  readonly isAnonymous: boolean;
  readonly photoIds: readonly string[];
}

/** A list page together with the product's own figures (rating, ratings, written reviews, stars). */
export interface ReviewsPage {
  readonly reviews: readonly ReviewRecord[];
  readonly total: number;
  readonly product: ProductRecord;
}

const product = async (deps: Pick<ReviewDeps, 'catalogue'>, productId: string) => deps.catalogue.productById(productId);

/** GET /products/{id}/reviews (spec §7): ordered and filtered pages of the product's reviews. */
const listReviews =
  (deps: Pick<ReviewDeps, 'reviews' | 'catalogue'>) =>
  async (
    productId: string,
    q: { readonly page: number; readonly pageSize: number; readonly orderBy: ReviewOrder; readonly filter: ReviewFilter | null },
  ): Answer<ReviewsPage> => {
    const p = await product(deps, productId);
    if (!p) return E.left({ _tag: 'PRODUCT_NOT_FOUND' });
    const page = await deps.reviews.reviews(productId, q);
    return E.right({ reviews: page.items, total: page.total, product: p });
  };

/** GET /products/{id}/questions (spec §7). */
const listQuestions =
  (deps: Pick<ReviewDeps, 'reviews' | 'catalogue'>) =>
  async (
    productId: string,
    q: { readonly page: number; readonly pageSize: number },
  ): Answer<{ readonly questions: readonly QuestionRecord[]; readonly total: number }> => {
    if (!(await product(deps, productId))) return E.left({ _tag: 'PRODUCT_NOT_FOUND' });
    const page = await deps.reviews.questions(productId, q);
    return E.right({ questions: page.items, total: page.total });
  };

/** GET /products/{id}/reviews-and-questions (spec §7): the first few of each, for the product page. */
const reviewsAndQuestions = (deps: Pick<ReviewDeps, 'reviews' | 'catalogue'>) => async (productId: string) => {
  const [reviews, questions] = await Promise.all([
    listReviews(deps)(productId, { page: 1, pageSize: 3, orderBy: 'DATE_DESC', filter: null }),
    listQuestions(deps)(productId, { page: 1, pageSize: 3 }),
  ]);
  if (E.isLeft(reviews)) return reviews;
  if (E.isLeft(questions)) return questions;
  return E.right({ ...reviews.right, questions: questions.right.questions, questionsCount: questions.right.total });
};

const checkPost = (post: Post): boolean => bodyError(post.body) === null && photoIdsAcceptable(post.photoIds);

/**
 * POST /products/{id}/reviews (signed-in customers): text required, rating 1..5, up to five photos the
 * customer uploaded (POST /products/reviews/_upload-photo) and no post took yet. One review per customer and product.
 */
const postReview =
  (deps: ReviewDeps) =>
  async (customerId: string, productId: string, post: Post & { readonly rating: number }): Answer<string> => {
    if (!checkPost(post) || ratingError(post.rating)) return E.left({ _tag: 'INCORRECT_REQUEST' });
    if (!(await product(deps, productId))) return E.left({ _tag: 'PRODUCT_NOT_FOUND' });
    const id = deps.ids.uuid();
    const added = await deps.reviews.addReview({ id, productId, customerId, ...post, body: post.body.trim(), author: post.author.trim() });
    return added === 'ADDED' ? E.right(id) : E.left({ _tag: added });
  };

/** POST /products/{id}/questions (signed-in customers): text required, photos as for reviews. */
const postQuestion =
  (deps: ReviewDeps) =>
  async (customerId: string, productId: string, post: Post): Answer<string> => {
    if (!checkPost(post)) return E.left({ _tag: 'INCORRECT_REQUEST' });
    if (!(await product(deps, productId))) return E.left({ _tag: 'PRODUCT_NOT_FOUND' });
    const id = deps.ids.uuid();
    const added = await deps.reviews.addQuestion({ id, productId, customerId, ...post, body: post.body.trim(), author: post.author.trim() });
    return added === 'ADDED' ? E.right(id) : E.left({ _tag: added });
  };

/** POST /products/reviews/{id}/_vote: one vote per visitor, a new one replaces the old. */
const voteForReview =
  (deps: Pick<ReviewDeps, 'reviews'>) =>
  async (reviewId: string, ownerKey: string, vote: 'LIKE' | 'DISLIKE'): Answer<{ readonly likes: number; readonly dislikes: number }> => {
    const counts = await deps.reviews.vote(reviewId, ownerKey, vote);
    return counts ? E.right(counts) : E.left({ _tag: 'NOT_FOUND' });
  };

/** POST /products/reviews/_check-post-possibility {productIds}: a signed-in customer may review each product once; anonymous visitors none. */
const checkPostPossibility = (deps: Pick<ReviewDeps, 'reviews'>) => async (customerId: string | null, productIds: readonly string[]) => {
  const reviewed = customerId ? await deps.reviews.reviewedBy(customerId, productIds) : productIds;
  return productIds.map((productId) => ({ productId, isPossible: !reviewed.includes(productId) }));
};

/** Every review use-case given its ports. */
export const reviewUseCases = (deps: ReviewDeps) => ({
  listReviews: listReviews(deps),
  listQuestions: listQuestions(deps),
  reviewsAndQuestions: reviewsAndQuestions(deps),
  postReview: postReview(deps),
  postQuestion: postQuestion(deps),
  voteForReview: voteForReview(deps),
  checkPostPossibility: checkPostPossibility(deps),
});
export type ReviewUseCases = ReturnType<typeof reviewUseCases>;
