import type { DatabaseLocation } from '../../adapters-storage/postgres/openDatabase';
import { advisoryLeadership, type Leadership } from '../../adapters-storage/postgres/advisoryLeadership';

/** A task the server repeats while it runs. */
export interface BackgroundJob {
  readonly name: string;
  readonly intervalMs: number;
  readonly run: () => Promise<unknown>;
}

/**
 * Who runs the jobs: on a PostgreSQL server, shared by many processes (WORKERS, several machines), the one
 * holding the jobs' advisory lock, so each job runs in one process at a time; on PGlite, the only process.
 */
export function jobLeadership(database: DatabaseLocation): Leadership {
  if (database.kind === 'postgres') return advisoryLeadership(database.url, 'background jobs');
  return { isLeader: async () => true, close: async () => undefined };
}

/**
 * Runs each job every interval while `leads` says this process leads, never two runs of one job at a time;
 * a failing run is logged and the next one tries again. `stop` clears the timers and waits for runs in
 * progress (before the database closes).
 */
export function startBackgroundJobs(
  jobs: readonly BackgroundJob[],
  log: (line: string) => void = console.error,
  leads: () => Promise<boolean> = async () => true,
) {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    let busy = false;
    return setInterval(() => {
      if (busy) return;
      busy = true;
      const run = leads()
        .then((leading) => (leading ? job.run() : undefined))
        .catch((error: unknown) => log(`${job.name} failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    }, job.intervalMs);
  });
  return {
    stop: async () => {
      timers.forEach(clearInterval);
      await Promise.all(running);
    },
  };
}
