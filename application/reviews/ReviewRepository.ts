import type { ReviewFilter, ReviewOrder } from '../../domain/reviews/reviews';

export interface ReviewRecord {
  readonly id: string;
  readonly productId: string;
  readonly author: string;
  readonly isAnonymous: boolean;
  readonly body: string;
  readonly rating: number;
  readonly photoIds: readonly string[];
  readonly likes: number;
  readonly dislikes: number;
  readonly createdAt: Date;
}

export interface QuestionRecord {
  readonly id: string;
  readonly productId: string;
  readonly author: string;
  readonly isAnonymous: boolean;
  readonly body: string;
  readonly answer: string | null;
  readonly photoIds: readonly string[];
  readonly createdAt: Date;
}

interface Paged<T> {
  readonly items: readonly T[];
  readonly total: number;
}

interface NewPost {
  readonly id: string;
  readonly productId: string;
  readonly customerId: string;
  readonly author: string;
  readonly isAnonymous: boolean;
  readonly body: string;
  readonly photoIds: readonly string[];
}

/** Product reviews and questions (spec §3 Review/Question). */
export interface ReviewRepository {
  readonly reviews: (
    productId: string,
    q: { readonly page: number; readonly pageSize: number; readonly orderBy: ReviewOrder; readonly filter: ReviewFilter | null },
  ) => Promise<Paged<ReviewRecord>>;
  readonly questions: (productId: string, q: { readonly page: number; readonly pageSize: number }) => Promise<Paged<QuestionRecord>>;
  /** Products among these the customer has reviewed already. */
  readonly reviewedBy: (customerId: string, productIds: readonly string[]) => Promise<readonly string[]>;
  /**
   * Stores the review and, in the same transaction, adds it to the product's rating, ratings and stars
   * (the average rounded to one decimal) and takes its photos.
   * ALREADY_REVIEWED when the customer has reviewed the product already; PHOTO_NOT_FOUND (nothing stored)
   * when a photo is unknown, another customer's or taken by another post.
   */
  readonly addReview: (review: NewPost & { readonly rating: number }) => Promise<'ADDED' | 'ALREADY_REVIEWED' | 'PHOTO_NOT_FOUND'>;
  /** Stores the question and takes its photos, as addReview. */
  readonly addQuestion: (question: NewPost) => Promise<'ADDED' | 'PHOTO_NOT_FOUND'>;
  /** One vote per review and owner (a new vote replaces the old one); the counts afterwards, undefined for an unknown review. */
  readonly vote: (reviewId: string, ownerKey: string, vote: 'LIKE' | 'DISLIKE') => Promise<{ readonly likes: number; readonly dislikes: number } | undefined>;
}
