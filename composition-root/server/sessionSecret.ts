import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../adapters-storage/postgres/schema';

/** The configured secret, or one made on first start and kept, so sessions outlive restarts. */
export async function sessionSecret(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('app_setting')
    .values({ key: 'session_secret', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_setting').select('value').where('key', '=', 'session_secret').executeTakeFirstOrThrow();
  return row.value;
}
