import type { Kysely } from 'kysely';
import type { ChangeFeed } from '../../application/cache/ChangeFeed';
import { listenerOf } from './openDatabase';
import type { Database } from './schema';

/** The channel migration 0039's triggers notify on. */
const CHANNEL = 'answer_cache';
const RELISTEN_AFTER_MS = 1_000;

/**
 * The changes the database announces (migration 0039): LISTEN on a connection of its own on a PostgreSQL
 * server, PGlite's listeners in process. A lost connection stops the feed until listening again succeeds;
 * undefined when `db` was not opened by openDatabase (nothing to listen to).
 */
export function databaseChangeFeed(db: Kysely<Database>, log: (line: string) => void = console.error): ChangeFeed | undefined {
  const listen = listenerOf(db);
  if (!listen) return undefined;
  return {
    listen: (changed, listening) => {
      const start = async () => {
        await listen(
          CHANNEL,
          (payload) => changed(payload.split(',')),
          () => {
            listening(false);
            log(`answer cache: lost the database's change notifications, listening again in ${RELISTEN_AFTER_MS} ms`);
            retry();
          },
        );
        listening(true);
      };
      const retry = () => setTimeout(() => start().catch(retry), RELISTEN_AFTER_MS).unref();
      return start();
    },
  };
}
