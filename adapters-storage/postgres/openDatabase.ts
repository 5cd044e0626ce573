import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Database } from './schema';

export type DatabaseLocation =
  | { readonly kind: 'pglite'; readonly dataDir: string | undefined }
  | { readonly kind: 'postgres'; readonly url: string };

/**
 * Opens the shop's database: PGlite (PostgreSQL in WASM, in-process) in a directory or in memory,
 * or a PostgreSQL server. Both speak the same SQL, so everything above this file is shared.
 */
export async function openDatabase(location: DatabaseLocation): Promise<Kysely<Database>> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  // pg_trgm is loaded so that a migration may create the extension, as on a server.
  const pglite = await PGlite.create(location.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}
