import { availableParallelism } from 'node:os';

/**
 * WORKERS: how many server processes share the port (docs/performance.md, Many processes). By default one per
 * core on a PostgreSQL server and one on embedded PGlite, which is a single process's database: more than one
 * worker without DATABASE_URL is refused.
 */
export function readWorkers(env: NodeJS.ProcessEnv, cores: number = availableParallelism()): number {
  if (env.WORKERS === undefined || env.WORKERS === '') return env.DATABASE_URL ? cores : 1;
  const workers = Number(env.WORKERS);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`WORKERS must be a whole number of processes, at least 1, got ${env.WORKERS}`);
  if (workers > 1 && !env.DATABASE_URL) {
    throw new Error(
      `WORKERS=${workers} needs DATABASE_URL: the embedded PGlite database belongs to one process, so without a PostgreSQL server the shop runs as one (WORKERS=1)`,
    );
  }
  return workers;
}
