import { serve, type ServerType } from '@hono/node-server';
import type { ServerConfig } from '../config';
import { clientAssets } from './clientAssets';
import { prepareDatabase } from './prepareDatabase';
import { sessionSecret } from './sessionSecret';
import { shopApp } from './shopApp';

export interface RunningServer {
  readonly port: number;
  readonly close: () => Promise<void>;
}

/** Prepares the database and serves the shop on the configured port. */
export async function startServer(config: ServerConfig, log: (line: string) => void = console.log): Promise<RunningServer> {
  const assets = clientAssets(config.clientDir);
  const db = await prepareDatabase(config.database, config.demoProducts, log);
  const app = shopApp(db, { assets, clientDir: config.clientDir, sessionSecret: await sessionSecret(db, config.sessionSecret), featureToggles: config.featureToggles });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log(`shop listening on http://localhost:${port}`);
  return {
    port,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
    },
  };
}
