import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Database } from './schema';

export type DatabaseLocation = { readonly kind: 'pglite'; readonly dataDir: string | undefined } | { readonly kind: 'postgres'; readonly url: string };

/**
 * Listens on a channel of the database (LISTEN/NOTIFY); `onLost` is told when the connection carrying it
 * is gone, so notifications may have been missed. Resolves to what stops listening.
 */
type Listen = (channel: string, onPayload: (payload: string) => void, onLost: () => void) => Promise<() => Promise<void>>;

const listeners = new WeakMap<Kysely<Database>, Listen>();

/** How to listen to the database `db` was opened on by openDatabase; undefined for any other handle. */
export const listenerOf = (db: Kysely<Database>): Listen | undefined => listeners.get(db);

/**
 * PGlite's PostgreSQL runs in the process's WASM memory, which grows to the most it ever held and never gives
 * it back. Its default shared_buffers of 128 MB grew that memory to 189 MB, almost all of it resident: the
 * 2,000-product demo's tables and indexes weigh 14 MB, so 32 MB holds them and the system catalogs, and the
 * memory stays within its initial 128 MB; pages beyond are read from the files, through the OS's cache.
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB'];

/**
 * What every connection to a PostgreSQL server (primary or replica) sets for its session: the memory a sort or
 * hash may take before it spills to disk. PostgreSQL's 4 MB spilled a top category's filtered listing at a
 * million products (27,000 matches grouped for the facets and sorted for the page): p95 63.8–66.0 ms against
 * 52.5–58.9 ms with 32 MB, alternated on one database (docs/performance.md). A pool holds ten connections.
 */
export const SERVER_SESSION_OPTIONS = '-c work_mem=32MB';

/**
 * Opens the shop's database: PGlite (PostgreSQL in WASM, in-process) in a directory or in memory,
 * or a PostgreSQL server. Both speak the same SQL, so everything above this file is shared.
 */
export async function openDatabase(location: DatabaseLocation): Promise<Kysely<Database>> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10, options: SERVER_SESSION_OPTIONS });
    // LISTEN holds a connection of its own for as long as it listens, outside the pool; closing the database ends it.
    const listening = new Set<pg.Client>();
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: {
          options: pool.options,
          connect: () => pool.connect(),
          end: async () => {
            await Promise.all([...listening].map((client) => client.end().catch(() => undefined)));
            await pool.end();
          },
        },
      }),
    });
    listeners.set(db, async (channel, onPayload, onLost) => {
      const client = new pg.Client({ connectionString: location.url });
      listening.add(client);
      let stopped = false;
      const stop = async () => {
        stopped = true;
        listening.delete(client);
        await client.end().catch(() => undefined);
      };
      client.on('notification', (n) => {
        if (n.channel === channel) onPayload(n.payload ?? '');
      });
      client.on('error', () => undefined);
      client.on('end', () => {
        listening.delete(client);
        if (!stopped) onLost();
      });
      try {
        await client.connect();
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        await stop();
        throw error;
      }
      return stop;
    });
    return db;
  }
  // pg_trgm is loaded so that a migration may create the extension, as on a server.
  const pglite = await PGlite.create(location.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  // In process: PGlite hands a NOTIFY to its listeners as the notifying statement returns; nothing can be lost.
  listeners.set(db, async (channel, onPayload) => pglite.listen(channel, onPayload));
  return db;
}
