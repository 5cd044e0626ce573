import cluster from 'node:cluster';

/** A worker that dies unasked is replaced after this pause, so one that cannot start does not spin the machine. */
const RESTART_DELAY_MS = 1000;

/**
 * The primary process of WORKERS=N: forks N servers sharing the port (node:cluster hands out the
 * connections), replaces one that exits while the shop runs, and on SIGTERM or SIGINT passes SIGTERM
 * to each worker, which drains its requests and jobs, then exits when the last one has.
 */
export function superviseWorkers(count: number, log: (line: string) => void = console.log): void {
  let live = 0;
  let stopping = false;
  const fork = () => {
    live += 1;
    cluster.fork();
  };
  cluster.on('exit', (worker, code, signal) => {
    live -= 1;
    if (stopping) {
      if (live === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    setTimeout(() => (stopping ? undefined : fork()), RESTART_DELAY_MS);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      if (live === 0) process.exit(0);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    });
  }
  log(`starting ${count} server processes`);
  for (let i = 0; i < count; i++) fork();
}
