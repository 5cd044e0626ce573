import { sql, type Kysely } from 'kysely';
import type { AppealFileRepository } from '../../application/appeals/AppealFileRepository';
import type { Database } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A table of customers' uploaded files (bytes in the row) and the column set when something takes a file. */
type FileTable = { readonly table: 'appeal_file'; readonly takenBy: 'appeal_id' } | { readonly table: 'pro_file'; readonly takenBy: 'profile_id' };

/**
 * Uploaded files of one kind: appeal files (migration 0023, an appeal takes them in postgresAppeals.add) and pro
 * documents (migration 0025, an application takes one in postgresProRepository) are kept and limited alike.
 */
function postgresCustomerFiles(db: Kysely<Database>, { table, takenBy }: FileTable): AppealFileRepository {
  const uploadedSince = async (q: Kysely<Database>, customerId: string, since: Date) => {
    const row = await q
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('customer_id', '=', customerId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    // Counted and inserted under a per-customer transaction lock: parallel uploads queue and each sees the ones before.
    add: (f, limit) =>
      db.transaction().execute(async (tx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`${table}:${f.customerId}`}))`.execute(tx);
        if ((await uploadedSince(tx, f.customerId, limit.since)) >= limit.atMost) return false;
        await tx
          .insertInto(table)
          .values({ id: f.id, customer_id: f.customerId, file_name: f.name, content_type: f.contentType, bytes: f.bytes, created_at: f.createdAt })
          .execute();
        return true;
      }),
    uploadedSince: (customerId, since) => uploadedSince(db, customerId, since),
    file: async (customerId, id) => {
      if (!UUID.test(id)) return undefined;
      const row = await db
        .selectFrom(table)
        .select(['file_name', 'content_type', 'bytes'])
        .where('id', '=', id)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return row && { name: row.file_name, contentType: row.content_type, bytes: row.bytes };
    },
    deleteUnattached: async (before) => {
      const deleted = await sql`delete from ${sql.table(table)} where ${sql.ref(takenBy)} is null and created_at < ${before}`.execute(db);
      return Number(deleted.numAffectedRows ?? 0);
    },
  };
}

/** Appeal files in appeal_file (migration 0023). */
export const postgresAppealFiles = (db: Kysely<Database>) => postgresCustomerFiles(db, { table: 'appeal_file', takenBy: 'appeal_id' });

/** Documents of pro applications in pro_file (migration 0025). */
export const postgresProFiles = (db: Kysely<Database>) => postgresCustomerFiles(db, { table: 'pro_file', takenBy: 'profile_id' });
