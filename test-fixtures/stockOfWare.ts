import type { Kysely } from 'kysely';
import type { Database } from '../adapters-storage/postgres/schema';

/** Units of a size held by every shop together: what storage contracts compare before and after orders. */
export async function stockOfWare(db: Kysely<Database>, wareId: string): Promise<number> {
  const { n } = await db
    .selectFrom('stock')
    .select((eb) => eb.fn.sum<string>('quantity').as('n'))
    .where('ware_id', '=', wareId)
    .executeTakeFirstOrThrow();
  return Number(n);
}
