import { sql, type Kysely } from 'kysely';
import type { AppealRepository } from '../../application/appeals/AppealRepository';
import { APPEAL_TYPES } from '../../domain/appeals/appeals';
import { decodeStored, oneOf } from '../storedValue';
import type { Database } from './schema';

/** appeal.type: one of the spec's appeal types, text without a check constraint. */
const StoredAppealType = oneOf(
  APPEAL_TYPES.map((a) => a.code),
  'AppealTypeCode',
);

async function sentSince(db: Kysely<Database>, customerId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('appeal')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_id', '=', customerId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Thrown inside the transaction to roll the appeal back when its files cannot all be taken. */
class FilesNotTaken extends Error {}

/** Appeals in the appeal table (migration 0023); the orders and stores they may be about. */
export function postgresAppeals(db: Kysely<Database>): AppealRepository {
  return {
    // Counted and inserted under a per-customer transaction lock: parallel posts queue and each sees the ones before.
    add: (a, limit) =>
      db
        .transaction()
        .execute(async (tx) => {
          await sql`select pg_advisory_xact_lock(hashtext(${`appeals:${a.customerId}`}))`.execute(tx);
          if ((await sentSince(tx, a.customerId, limit.since)) >= limit.atMost) return 'LIMIT' as const;
          const row = await tx
            .insertInto('appeal')
            .values({
              id: a.id,
              customer_id: a.customerId,
              type: a.type,
              order_number: a.orderNumber,
              store_number: a.storeNumber,
              text: a.text,
              email: a.email,
              created_at: a.createdAt,
            })
            .returning(sql<string>`appeal_number::text`.as('appeal_number'))
            .executeTakeFirstOrThrow();
          // A file racing into two appeals goes to one: the second update waits for the first's row lock, then finds it taken.
          if (a.fileIds.length > 0) {
            const taken = await tx
              .updateTable('appeal_file')
              .set({ appeal_id: a.id })
              .where('id', 'in', [...a.fileIds])
              .where('customer_id', '=', a.customerId)
              .where('appeal_id', 'is', null)
              .executeTakeFirst();
            if (Number(taken.numUpdatedRows) !== a.fileIds.length) throw new FilesNotTaken();
          }
          return { appealNumber: row.appeal_number };
        })
        .catch((error: unknown) => {
          if (error instanceof FilesNotTaken) return 'FILE_NOT_FOUND' as const;
          throw error;
        }),
    page: async (customerId, offset, limit) => {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('appeal')
          .select([
            'id',
            'type',
            'order_number',
            'store_number',
            'text',
            'email',
            'status',
            'answer',
            'created_at',
            sql<string>`appeal_number::text`.as('number'),
          ])
          .where('customer_id', '=', customerId)
          .orderBy('appeal_number', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('appeal')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow(),
      ]);
      const files =
        rows.length === 0
          ? []
          : await db
              .selectFrom('appeal_file')
              .select(['id', 'appeal_id', 'file_name'])
              .where(
                'appeal_id',
                'in',
                rows.map((r) => r.id),
              )
              .orderBy('created_at')
              .orderBy('id')
              .execute();
      return {
        appeals: rows.map((r) => ({
          appealNumber: r.number,
          type: decodeStored(StoredAppealType, r.type, `appeal.type of appeal ${r.number}`),
          orderNumber: r.order_number,
          storeNumber: r.store_number,
          text: r.text,
          email: r.email,
          status: r.status,
          answer: r.answer,
          createdAt: new Date(r.created_at),
          files: files.filter((f) => f.appeal_id === r.id).map((f) => ({ id: f.id, name: f.file_name })),
        })),
        total: Number(count.n),
      };
    },
    orders: async (customerId, limit) =>
      (
        await db
          .selectFrom('customer_order')
          .select(['order_number', 'created_at', 'status'])
          .where('customer_id', '=', customerId)
          .orderBy('created_at', 'desc')
          .orderBy('order_number', 'desc')
          .limit(limit)
          .execute()
      ).map((r) => ({ orderNumber: r.order_number, createdAt: new Date(r.created_at), status: r.status })),
    ownsOrder: async (customerId, orderNumber) =>
      (await db
        .selectFrom('customer_order')
        .select('order_number')
        .where('order_number', '=', orderNumber)
        .where('customer_id', '=', customerId)
        .executeTakeFirst()) !== undefined,
    stores: async () =>
      (await db.selectFrom('shop').select(['shop_number', 'name', 'address']).where('kind', '=', 'SHOP').orderBy('shop_number').execute()).map((r) => ({
        storeNumber: r.shop_number,
        name: r.name,
        address: r.address,
      })),
    storeExists: async (storeNumber) =>
      (await db.selectFrom('shop').select('shop_number').where('shop_number', '=', storeNumber).where('kind', '=', 'SHOP').executeTakeFirst()) !== undefined,
  };
}
