import { serve, type ServerType } from '@hono/node-server';
import type { ServerConfig } from '../config';
import { clientAssets } from './clientAssets';
import { prepareDatabase } from './prepareDatabase';
import { sessionSecret } from './sessionSecret';
import { shopApp } from './shopApp';
import { paymentSetup } from './paymentSetup';
import { readPaymentConfig } from '../paymentConfig';
import { startBackgroundJobs, type BackgroundJob } from './backgroundJobs';
import { orderWiring } from './orderWiring';
import { bonusJobs } from './bonusJobs';
import { deleteUnattachedPhotos } from '../../application/reviews/deleteUnattachedPhotos';
import { postgresReviewPhotoRepository } from '../../adapters-storage/postgres/postgresReviewPhotoRepository';
import { deleteUnattachedAppealFiles } from '../../application/appeals/deleteUnattachedAppealFiles';
import { postgresAppealFiles, postgresProFiles } from '../../adapters-storage/postgres/postgresCustomerFiles';
import { readMailConfig } from '../mailConfig';
import { mailWiring } from './mailWiring';
import { replicaReads } from '../../adapters-storage/postgres/replicaReads';

/** How often review photos no post took are looked for (they go once a day old). */
const PHOTO_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export interface RunningServer {
  readonly port: number;
  readonly close: () => Promise<void>;
}

/** Prepares the database and serves the shop on the configured port. */
export async function startServer(config: ServerConfig, log: (line: string) => void = console.log): Promise<RunningServer> {
  const assets = clientAssets(config.clientDir);
  const db = await prepareDatabase(config.database, config.demoProducts, log);
  const catalogueReads = replicaReads(db, config.replicaUrls, { log });
  const paymentConfig = readPaymentConfig(process.env);
  // Before payments: invoice notifications seal issued gift-card PINs under a key from it.
  const secret = await sessionSecret(db, config.sessionSecret);
  const payments = paymentSetup(db, paymentConfig, (request) => app.fetch(request), undefined, secret);
  const mailConfig = readMailConfig(process.env);
  const app = shopApp(db, { assets, clientDir: config.clientDir, sessionSecret: secret, featureToggles: config.featureToggles, payments, trustedProxies: config.trustedProxies, mail: mailConfig, yandexMapsApiKey: config.yandexMapsApiKey, catalogueReads: catalogueReads.db });
  const sandbox = payments.sandbox;
  const { releaseExpiredOrders, resumeRefunds } = orderWiring(db, payments.useCases, payments.acquirer.gateway);
  const jobs = startBackgroundJobs([
    ...(sandbox ? [{ name: 'sandbox acquirer notifications', intervalMs: paymentConfig.jobsIntervalMs, run: sandbox.deliverDue }] : []),
    { name: 'send pending e-mails', intervalMs: mailConfig.intervalMs, run: mailWiring(db, mailConfig).sendPending },
    { name: 'release unpaid orders', intervalMs: paymentConfig.releaseIntervalMs, run: () => releaseExpiredOrders(new Date()) },
    { name: 'finish refunds of cancelled paid orders', intervalMs: paymentConfig.releaseIntervalMs, run: resumeRefunds },
    { name: 'delete unattached review photos', intervalMs: PHOTO_CLEANUP_INTERVAL_MS, run: () => deleteUnattachedPhotos({ photos: postgresReviewPhotoRepository(db) })(new Date()) },
    { name: 'delete unattached appeal files', intervalMs: PHOTO_CLEANUP_INTERVAL_MS, run: () => deleteUnattachedAppealFiles({ files: postgresAppealFiles(db) })(new Date()) },
    ...bonusJobs(db),
    { name: 'delete unattached pro documents', intervalMs: PHOTO_CLEANUP_INTERVAL_MS, run: () => deleteUnattachedAppealFiles({ files: postgresProFiles(db) })(new Date()) },
  ] satisfies BackgroundJob[]);
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
      await jobs.stop();
      await catalogueReads.close();
      await db.destroy();
    },
  };
}
