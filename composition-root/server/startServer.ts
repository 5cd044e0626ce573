import { createServer } from 'node:http';
import type { ServerConfig } from '../config';
import { clientAssets } from './clientAssets';
import { prepareDatabase } from './prepareDatabase';
import { sessionSecret } from './sessionSecret';
import { serverContainer } from './serverContainer';
import { readShopConfig } from './shopConfig';
import { jobLeadership, startBackgroundJobs } from './backgroundJobs';
import { JOBS } from './modules/coreModule';
import { SERVER } from './modules/serverModule';
import { replicaReads } from '../../adapters-storage/postgres/replicaReads';

export interface RunningServer {
  readonly port: number;
  readonly close: () => Promise<void>;
}

/** Prepares the database and serves the shop on the configured port, with every feature's background jobs (run by one process of many). */
export async function startServer(config: ServerConfig, log: (line: string) => void = console.log): Promise<RunningServer> {
  const assets = clientAssets(config.clientDir);
  const db = await prepareDatabase(config.database, config.demoProducts, log);
  const catalogueReads = replicaReads(db, config.replicaUrls, { log });
  // Before the container: invoice notifications seal issued gift-card PINs under a key from it.
  const secret = await sessionSecret(db, config.sessionSecret);
  const { clientDir, imageCacheDir, featureToggles, trustedProxies, yandexMapsApiKey } = config;
  const container = serverContainer(
    readShopConfig(process.env, {
      db,
      catalogueDb: catalogueReads.db,
      sessionSecret: secret,
      assets,
      clientDir,
      imageCacheDir,
      featureToggles,
      trustedProxies,
      yandexMapsApiKey,
    }),
  );
  const leadership = jobLeadership(config.database);
  const jobs = startBackgroundJobs(container.getAll(JOBS).flat(), console.error, leadership.isLeader);
  const server = createServer(container.get(SERVER.listener));
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log(`shop listening on http://localhost:${port}`);
  return {
    port,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs.stop();
      await leadership.close();
      await catalogueReads.close();
      await db.destroy();
    },
  };
}
