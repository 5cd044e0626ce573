import { readConfig } from '../config';
import { startServer } from './startServer';

const server = await startServer(readConfig(process.env));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(() => process.exit(0), () => process.exit(1));
  });
}
