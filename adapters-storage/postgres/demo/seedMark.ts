import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Takes a demo seed's mark: true the first time, false when it is already there. Taken first in the seed's
 * transaction, it keeps two processes starting together from both seeding.
 */
export async function takeSeedMark(db: Kysely<Database>, key: string, value = '1'): Promise<boolean> {
  const mark = await db
    .insertInto('app_setting')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return mark !== undefined;
}
