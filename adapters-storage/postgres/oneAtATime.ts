import { sql, type Kysely } from 'kysely';
import type { DatabaseLocation } from './openDatabase';

/**
 * Runs `work` while holding a PostgreSQL session advisory lock named `name` on one pooled connection, so
 * processes sharing a server (WORKERS, several machines) do it one after another: the first migrates and
 * loads the demo, the others find it done. On PGlite, a single process's database, it simply runs.
 */
export async function oneAtATime<T, D>(db: Kysely<D>, location: DatabaseLocation, name: string, work: () => Promise<T>): Promise<T> {
  if (location.kind === 'pglite') return work();
  const key = `storefront:${name}`;
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${key}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(connection);
    }
  });
}
