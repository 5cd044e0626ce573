import type * as E from 'fp-ts/Either';

/** A failed call as the browser's API client reports it. */
interface ReviewsFailure {
  readonly status: number;
  readonly message: string;
}

interface PostFields {
  readonly body: string;
  readonly author: string;
  readonly isAnonymous: boolean;
  readonly photoIds: readonly string[];
}

/** A file the shopper chose: the browser's File, described here because the core compiles without DOM typings. */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  readonly arrayBuffer: () => Promise<ArrayBuffer>;
}

/** The review and question calls the product's review pages make (spec §7 Products). */
export interface ReviewsApi {
  readonly postReview: (productId: string, post: PostFields & { readonly rating: number }) => Promise<E.Either<ReviewsFailure, unknown>>;
  readonly postQuestion: (productId: string, post: PostFields) => Promise<E.Either<ReviewsFailure, unknown>>;
  readonly vote: (reviewId: string, vote: 'LIKE' | 'DISLIKE') => Promise<E.Either<ReviewsFailure, { readonly likes: number; readonly dislikes: number }>>;
  /** POST /products/reviews/_upload-photo: the id to send in photoIds, and where the photo is shown. */
  readonly uploadPhoto: (photo: ChosenFile) => Promise<E.Either<ReviewsFailure, { readonly photoId: string; readonly url: string }>>;
}
