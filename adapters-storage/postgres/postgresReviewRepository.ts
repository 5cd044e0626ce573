import { sql, type Kysely, type Selectable } from 'kysely';
import type { QuestionRecord, ReviewRecord, ReviewRepository } from '../../application/reviews/ReviewRepository';
import type { Database } from './schema';
import { takePhotos } from './postgresReviewPhotoRepository';

const ORDER = {
  DATE_DESC: sql`created_at desc, id`,
  RATING_DESC: sql`rating desc, created_at desc, id`,
  RATING_ASC: sql`rating asc, created_at desc, id`,
  USEFUL: sql`likes - dislikes desc, created_at desc, id`,
} as const;

type ReviewRow = Omit<Selectable<Database['product_review']>, 'customer_id'>;
const toReview = (r: ReviewRow): ReviewRecord => ({
  id: r.id,
  productId: r.product_id,
  author: r.author,
  isAnonymous: r.is_anonymous,
  body: r.body,
  rating: Number(r.rating),
  photoIds: r.photo_ids,
  likes: Number(r.likes),
  dislikes: Number(r.dislikes),
  createdAt: new Date(r.created_at),
});

/** A post whose photos could not all be taken: thrown to roll its transaction back. */
class PhotoNotFound extends Error {}
const photoNotFound = (error: unknown): 'PHOTO_NOT_FOUND' => {
  if (error instanceof PhotoNotFound) return 'PHOTO_NOT_FOUND';
  throw error;
};

/** Reviews, questions and votes in product_review, product_question and review_vote (migration 0009); their photos (0012). */
export function postgresReviewRepository(db: Kysely<Database>): ReviewRepository {
  return {
    reviews: async (productId, q) => {
      let query = db.selectFrom('product_review').where('product_id', '=', productId);
      if (q.filter === 'WITH_PHOTOS') query = query.where(sql<boolean>`cardinality(photo_ids) > 0`);
      else if (q.filter) query = query.where('rating', '=', Number(q.filter.slice('RATING_'.length)));
      const [rows, total] = await Promise.all([
        query
          .select(['id', 'product_id', 'author', 'is_anonymous', 'body', 'rating', 'photo_ids', 'likes', 'dislikes', 'created_at'])
          .orderBy(ORDER[q.orderBy])
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toReview), total: Number(total.n) };
    },
    questions: async (productId, q) => {
      const query = db.selectFrom('product_question').where('product_id', '=', productId);
      const [rows, total] = await Promise.all([
        query
          .select(['id', 'product_id', 'author', 'is_anonymous', 'body', 'answer', 'photo_ids', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map(
          (r): QuestionRecord => ({
            id: r.id,
            productId: r.product_id,
            author: r.author,
            isAnonymous: r.is_anonymous,
            body: r.body,
            answer: r.answer,
            photoIds: r.photo_ids,
            createdAt: new Date(r.created_at),
          }),
        ),
        total: Number(total.n),
      };
    },
    reviewedBy: async (customerId, productIds) =>
      productIds.length === 0
        ? []
        : (
            await db
              .selectFrom('product_review')
              .select('product_id')
              .where('customer_id', '=', customerId)
              .where('product_id', 'in', [...productIds])
              .execute()
          ).map((r) => r.product_id),
    addReview: async (review) =>
      db
        .transaction()
        .execute(async (tx) => {
          const inserted = await tx
            .insertInto('product_review')
            .values({
              id: review.id,
              product_id: review.productId,
              customer_id: review.customerId,
              author: review.author,
              is_anonymous: review.isAnonymous,
              body: review.body,
              rating: review.rating,
              photo_ids: [...review.photoIds],
            })
            .onConflict((oc) => oc.columns(['product_id', 'customer_id']).doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return 'ALREADY_REVIEWED' as const;
          if (!(await takePhotos(tx, review.customerId, review.photoIds))) throw new PhotoNotFound();
          // One statement, so concurrent reviews of one product cannot lose each other's count.
          await sql`update product set rating = round((rating * reviews_count + ${review.rating}) / (reviews_count + 1), 1),
          reviews_count = reviews_count + 1, rating_counts[${review.rating}::int] = rating_counts[${review.rating}::int] + 1
          where product_id = ${review.productId}`.execute(tx);
          return 'ADDED' as const;
        })
        .catch(photoNotFound),
    addQuestion: async (q) =>
      db
        .transaction()
        .execute(async (tx) => {
          await tx
            .insertInto('product_question')
            .values({
              id: q.id,
              product_id: q.productId,
              customer_id: q.customerId,
              author: q.author,
              is_anonymous: q.isAnonymous,
              body: q.body,
              photo_ids: [...q.photoIds],
            })
            .execute();
          if (!(await takePhotos(tx, q.customerId, q.photoIds))) throw new PhotoNotFound();
          return 'ADDED' as const;
        })
        .catch(photoNotFound),
    vote: async (reviewId, ownerKey, vote) =>
      db.transaction().execute(async (tx) => {
        const review = await tx.selectFrom('product_review').select(['likes', 'dislikes']).where('id', '=', reviewId).forUpdate().executeTakeFirst();
        if (!review) return undefined;
        const before = await tx.selectFrom('review_vote').select('vote').where('review_id', '=', reviewId).where('owner_key', '=', ownerKey).executeTakeFirst();
        if (before?.vote === vote) return { likes: Number(review.likes), dislikes: Number(review.dislikes) };
        await tx
          .insertInto('review_vote')
          .values({ review_id: reviewId, owner_key: ownerKey, vote })
          .onConflict((oc) => oc.columns(['review_id', 'owner_key']).doUpdateSet({ vote }))
          .execute();
        const delta = (kind: 'LIKE' | 'DISLIKE') => (vote === kind ? 1 : 0) - (before?.vote === kind ? 1 : 0);
        const counts = { likes: Number(review.likes) + delta('LIKE'), dislikes: Number(review.dislikes) + delta('DISLIKE') };
        await tx.updateTable('product_review').set(counts).where('id', '=', reviewId).execute();
        return counts;
      }),
  };
}
