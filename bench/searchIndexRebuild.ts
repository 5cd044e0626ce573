import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { rebuildSearchIndex } from '../adapters-storage/postgres/catalogueBulkLoad';
import { openDatabase } from '../adapters-storage/postgres/openDatabase';
import { BENCH_PRODUCTS, serverLocation } from './benchDatabases';

/**
 * npm run bench:reindex: how long a full rebuild of the search tables takes on the PostgreSQL server's bench database
 * of BENCH_PRODUCTS products (seeded by `npm run bench`), and how large the database is. The rebuild runs in a
 * transaction that is rolled back: the database is left as it was. Not part of npm test.
 */
const db = await openDatabase(await serverLocation());
const load = () =>
  loadavg()
    .slice(0, 2)
    .map((l) => l.toFixed(1))
    .join(' / ');
console.log(`${BENCH_PRODUCTS} products, load average ${load()}`);
const { rows } = await sql<{ size: string }>`select pg_size_pretty(pg_database_size(current_database())) as size`.execute(db);
console.log(`database size ${rows[0]?.size}`);
const started = performance.now();
await db
  .transaction()
  .execute(async (tx) => {
    await rebuildSearchIndex(tx);
    console.log(`search index rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s (load average ${load()}); rolling back`);
    throw new Error('rolled back');
  })
  .catch((error: unknown) => {
    if (!(error instanceof Error && error.message === 'rolled back')) throw error;
  });
await db.destroy();
