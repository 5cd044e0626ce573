import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresReviewRepository } from './postgresReviewRepository';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
/** The product's average and count after one more review, the average kept to one decimal: what addReview's SQL does. */
const withReview = (aggregate: { readonly rating: number; readonly count: number }, rating: number) => ({
  rating: Math.round((10 * (aggregate.rating * aggregate.count + rating)) / (aggregate.count + 1)) / 10,
  count: aggregate.count + 1,
});
const customer = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const review = (n: number, productId: string, rating: number) => ({
  id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
  productId,
  customerId: customer(n),
  author: `Автор ${n}`,
  isAnonymous: false,
  body: `Отзыв ${n}`,
  photoIds: [],
  rating,
});

describe.each(kinds)('reviews on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(10));
    await db
      .insertInto('customer')
      .values([1, 2, 3, 4, 5, 6].map((n) => ({ id: customer(n), phone: `+7900000000${n}` })))
      .execute();
  });
  afterAll(() => drop());

  it('adds reviews to the product rating and count as the domain rule does, even when they arrive together; once per customer', async () => {
    const repo = postgresReviewRepository(db);
    const product = await db.selectFrom('product').select(['product_id', 'rating', 'reviews_count']).orderBy('product_id').executeTakeFirstOrThrow();
    const ratings = [5, 1, 4, 3];
    expect(await Promise.all(ratings.map((r, i) => repo.addReview(review(i + 1, product.product_id, r))))).toEqual(['ADDED', 'ADDED', 'ADDED', 'ADDED']);
    expect(await repo.addReview({ ...review(1, product.product_id, 2), id: '00000000-0000-4000-9000-999999999999' })).toBe('ALREADY_REVIEWED');
    const after = await db.selectFrom('product').select(['rating', 'reviews_count']).where('product_id', '=', product.product_id).executeTakeFirstOrThrow();
    expect(after.reviews_count).toBe(product.reviews_count + 4);
    // Sequential application in any order lands within rounding of the stored value.
    const expected = ratings.reduce((a, r) => withReview(a, r), { rating: Number(product.rating), count: product.reviews_count });
    expect(Math.abs(Number(after.rating) - expected.rating)).toBeLessThanOrEqual(0.1);
    expect(await repo.reviewedBy(customer(1), [product.product_id, 'other'])).toEqual([product.product_id]);

    const page = await repo.reviews(product.product_id, { page: 1, pageSize: 2, orderBy: 'RATING_ASC', filter: null });
    expect([page.total, page.items.map((r) => r.rating)]).toEqual([4, [1, 3]]);
    expect((await repo.reviews(product.product_id, { page: 1, pageSize: 10, orderBy: 'DATE_DESC', filter: 'RATING_5' })).items.map((r) => r.rating)).toEqual([
      5,
    ]);
  });

  it('counts one vote per owner and review, a change moving it over', async () => {
    const repo = postgresReviewRepository(db);
    const id = review(1, '', 0).id;
    await Promise.all(['a', 'b', 'c'].map((owner) => repo.vote(id, `session:${owner}`, 'LIKE')));
    expect(await repo.vote(id, 'session:a', 'LIKE')).toEqual({ likes: 3, dislikes: 0 });
    expect(await repo.vote(id, 'session:a', 'DISLIKE')).toEqual({ likes: 2, dislikes: 1 });
    expect(await repo.vote('00000000-0000-4000-8000-000000000000', 'session:a', 'LIKE')).toBeUndefined();
  });
});
