/** A task the server repeats while it runs. */
export interface BackgroundJob {
  readonly name: string;
  readonly intervalMs: number;
  readonly run: () => Promise<unknown>;
}

/**
 * Runs each job every interval, never two runs of one job at a time; a failing run is logged and the
 * next one tries again. `stop` clears the timers and waits for runs in progress (before the database closes).
 */
export function startBackgroundJobs(jobs: readonly BackgroundJob[], log: (line: string) => void = console.error) {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    let busy = false;
    return setInterval(() => {
      if (busy) return;
      busy = true;
      const run = job.run().catch((error: unknown) => log(`${job.name} failed: ${error instanceof Error ? error.message : String(error)}`)).finally(() => {
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
