import { sql, type Kysely } from 'kysely';
import type { ReviewPhotoRepository } from '../../application/reviews/ReviewPhotoRepository';
import type { Database } from './schema';

async function uploadedSince(db: Kysely<Database>, customerId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('review_photo')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_id', '=', customerId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Review and question photos in review_photo (migration 0012), bytes in the row. */
export function postgresReviewPhotoRepository(db: Kysely<Database>): ReviewPhotoRepository {
  return {
    // The customer's uploads are counted and inserted under a per-customer transaction lock, so parallel
    // uploads queue and each sees the ones before it (a count alone would let a burst pass together).
    add: (p, limit) =>
      db.transaction().execute(async (tx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`review-photos:${p.customerId}`}))`.execute(tx);
        if ((await uploadedSince(tx, p.customerId, limit.since)) >= limit.atMost) return false;
        await tx
          .insertInto('review_photo')
          .values({
            id: p.id,
            customer_id: p.customerId,
            content_type: p.contentType,
            bytes: p.bytes,
            thumbnail: p.thumbnail,
            width: p.width,
            height: p.height,
            created_at: p.createdAt,
          })
          .execute();
        return true;
      }),
    uploadedSince: (customerId, since) => uploadedSince(db, customerId, since),
    photo: async (id, size) => {
      const row = await db
        .selectFrom('review_photo')
        .select([size === 'full' ? 'bytes' : 'thumbnail as bytes', 'content_type'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { bytes: row.bytes, contentType: row.content_type };
    },
    deleteUnattached: async (before) => {
      const deleted = await db.deleteFrom('review_photo').where('attached_at', 'is', null).where('created_at', '<', before).executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },
  };
}

/**
 * Attaches the photos to a post being stored, inside its transaction: all of them must be the customer's
 * and not taken yet, else false and the caller rolls back. A photo racing into two posts goes to one:
 * the second update waits for the first's row lock and then finds it taken.
 */
export async function takePhotos(tx: Kysely<Database>, customerId: string, photoIds: readonly string[]): Promise<boolean> {
  if (photoIds.length === 0) return true;
  const taken = await tx
    .updateTable('review_photo')
    .set({ attached_at: new Date() })
    .where('id', 'in', [...photoIds])
    .where('customer_id', '=', customerId)
    .where('attached_at', 'is', null)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === photoIds.length;
}
