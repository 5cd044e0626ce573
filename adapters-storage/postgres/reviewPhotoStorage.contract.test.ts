import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresReviewPhotoRepository } from './postgresReviewPhotoRepository';
import { postgresReviewRepository } from './postgresReviewRepository';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const uuid = (group: string, n: number) => `00000000-0000-4000-${group}-${String(n).padStart(12, '0')}`;
const customer = (n: number) => uuid('8000', n);
const photoId = (n: number) => uuid('a000', n);
const T0 = new Date('2026-11-20T10:00:00Z');
const HOUR = 3_600_000;
/** A limit the setup's own uploads never reach. */
const NO_LIMIT = { since: new Date(0), atMost: 1000 };
const photo = (n: number, owner: number, createdAt = T0) => ({
  id: photoId(n),
  customerId: customer(owner),
  contentType: 'image/jpeg' as const,
  bytes: new Uint8Array([0xff, 0xd8, 0xff, n, 0, 255]),
  thumbnail: new Uint8Array([0xff, 0xd8, 0xff, n]),
  width: 4,
  height: 3,
  createdAt,
});
const post = (n: number, productId: string, owner: number, photoIds: string[]) => ({
  id: uuid('9000', n),
  productId,
  customerId: customer(owner),
  author: `Автор ${n}`,
  isAnonymous: false,
  body: `Текст ${n}`,
  photoIds,
});

describe.each(kinds)('review photos on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  let productId: string;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(10));
    await db
      .insertInto('customer')
      .values([1, 2, 3].map((n) => ({ id: customer(n), phone: `+7900111000${n}` })))
      .execute();
    productId = (await db.selectFrom('product').select('product_id').orderBy('product_id').executeTakeFirstOrThrow()).product_id;
  });
  afterAll(() => drop());

  it("keeps the bytes and type of a photo and its thumbnail, and counts a customer's uploads since a time", async () => {
    const photos = postgresReviewPhotoRepository(db);
    await photos.add(photo(1, 1, new Date(T0.getTime() - 2 * HOUR)), NO_LIMIT);
    await photos.add(photo(2, 1), NO_LIMIT);
    await photos.add(photo(3, 2), NO_LIMIT);
    const stored = await photos.photo(photoId(2), 'full');
    expect([stored?.contentType, [...(stored?.bytes ?? [])]]).toEqual(['image/jpeg', [0xff, 0xd8, 0xff, 2, 0, 255]]);
    expect([...((await photos.photo(photoId(2), 'thumbnail'))?.bytes ?? [])]).toEqual([0xff, 0xd8, 0xff, 2]);
    expect(await photos.photo(photoId(99), 'full')).toBeUndefined();
    expect(await photos.uploadedSince(customer(1), new Date(T0.getTime() - HOUR))).toBe(1);
    expect(await photos.uploadedSince(customer(1), new Date(T0.getTime() - 3 * HOUR))).toBe(2);
  });

  it("lets a post take only its author's free photos, all or nothing, and each photo once even when posts race for it", async () => {
    const reviews = postgresReviewRepository(db);
    const photos = postgresReviewPhotoRepository(db);
    const before = await db.selectFrom('product').select(['rating', 'reviews_count']).where('product_id', '=', productId).executeTakeFirstOrThrow();
    // Photo 3 is customer 2's: nothing of the review is stored, photo 2 stays free.
    expect(await reviews.addReview({ ...post(1, productId, 1, [photoId(2), photoId(3)]), rating: 5 })).toBe('PHOTO_NOT_FOUND');
    expect(await reviews.reviewedBy(customer(1), [productId])).toEqual([]);
    expect(await db.selectFrom('product').select(['rating', 'reviews_count']).where('product_id', '=', productId).executeTakeFirstOrThrow()).toEqual(before);
    expect(await reviews.addReview({ ...post(2, productId, 1, [photoId(1), photoId(2)]), rating: 5 })).toBe('ADDED');
    const listed = await reviews.reviews(productId, { page: 1, pageSize: 10, orderBy: 'DATE_DESC', filter: 'WITH_PHOTOS' });
    expect(listed.items.map((r) => r.photoIds)).toEqual([[photoId(1), photoId(2)]]);
    // Taken photos cannot be taken again, not even by their owner.
    expect(await reviews.addQuestion(post(3, productId, 1, [photoId(2)]))).toBe('PHOTO_NOT_FOUND');
    await photos.add(photo(4, 2), NO_LIMIT);
    const raced = await Promise.all([4, 5, 6].map((n) => reviews.addQuestion(post(n, productId, 2, [photoId(4)]))));
    expect(raced.filter((r) => r === 'ADDED')).toHaveLength(1);
    const questions = await reviews.questions(productId, { page: 1, pageSize: 10 });
    expect(questions.items.map((q) => q.photoIds)).toEqual([[photoId(4)]]);
  });

  it('deletes photos nobody took that are older than the given time, and only those', async () => {
    const photos = postgresReviewPhotoRepository(db);
    await photos.add(photo(7, 2, new Date(T0.getTime() + HOUR)), NO_LIMIT);
    // Free: 3 (T0), 7 (T0 + 1 h); taken: 1, 2, 4.
    expect(await photos.deleteUnattached(new Date(T0.getTime() + 1))).toBe(1);
    expect(await photos.photo(photoId(3), 'full')).toBeUndefined();
    for (const kept of [1, 2, 4, 7]) expect(await photos.photo(photoId(kept), 'full')).toBeDefined();
  });

  it("stores at most the limit of one customer's uploads in the hour, even when a burst of them races", async () => {
    const photos = postgresReviewPhotoRepository(db);
    const hourly = { since: new Date(T0.getTime() - HOUR), atMost: 30 };
    // Customer 3 uploads 35 photos at once; on a server each insert has its own connection.
    const added = await Promise.all(Array.from({ length: 35 }, (_, i) => photos.add(photo(100 + i, 3), hourly)));
    expect(added.filter(Boolean)).toHaveLength(30);
    expect(await photos.uploadedSince(customer(3), hourly.since)).toBe(30);
    // Uploads before the hour do not count; another customer's are their own.
    expect(await photos.add(photo(200, 3), { ...hourly, since: new Date(T0.getTime() + 1) })).toBe(true);
    expect(await photos.add(photo(201, 1), hourly)).toBe(true);
  });
});
