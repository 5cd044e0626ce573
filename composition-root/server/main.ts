import cluster from 'node:cluster';
import { readConfig } from '../config';
import { startServer } from './startServer';
import { superviseWorkers } from './superviseWorkers';

const config = readConfig(process.env);

if (cluster.isPrimary && config.workers > 1) {
  superviseWorkers(config.workers);
} else {
  const server = await startServer(config);
  // One drain however many signals come: Ctrl-C reaches a worker both from the terminal and from its primary.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
