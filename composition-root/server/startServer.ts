import { randomUUID } from 'node:crypto';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'kysely';
import { createServerApp } from '../../adapters-http/server/createServerApp';
import type { ServerUseCases } from '../../adapters-http/server/serverDeps';
import type { Cart } from '../../adapters-http/contract/cart';
import { createCartViewModel } from '../../application/cart/cartViewModel';
import { migrateToLatest } from '../../adapters-storage/postgres/migrate';
import { openDatabase } from '../../adapters-storage/postgres/openDatabase';
import { createRoutes } from '../../adapters-ui-react/routes';
import { renderPage } from '../../adapters-ui-react/server/renderPage';
import { generateCatalogue } from '../../test-fixtures/catalogue/generateCatalogue';
import { seedDemoCatalogue } from '../../test-fixtures/seed/seedDemoCatalogue';
import { productImage } from './productImage';
import { clientAssets } from './clientAssets';
import type { ServerConfig } from '../config';
import { serverContainer, TOKENS } from './serverContainer';
import { serverPageData } from './serverPageData';
import { sessionSecret } from './sessionSecret';

export interface RunningServer {
  readonly port: number;
  readonly close: () => Promise<void>;
}

/** Opens and migrates the database, loads the demo catalogue into an empty one, and serves the shop. */
export async function startServer(config: ServerConfig, log: (line: string) => void = console.log): Promise<RunningServer> {
  const assets = clientAssets(config.clientDir);
  const db = await openDatabase(config.database);
  await migrateToLatest(db);
  const started = Date.now();
  if (await seedDemoCatalogue(db, generateCatalogue({ productCount: config.demoProducts }))) {
    log(`demo catalogue of ${config.demoProducts} products loaded in ${Date.now() - started} ms`);
  }
  const container = serverContainer(db);
  const useCases = container.get<ServerUseCases>(TOKENS.useCases);
  // Server rendering never sends cart changes; the view-model only carries the loaded cart.
  const noCartApi = { setQuantity: () => Promise.reject(new Error('cart changes are sent from the browser')) };

  const app = createServerApp({
    useCases,
    sessionSecret: await sessionSecret(db, config.sessionSecret),
    newSessionId: randomUUID,
    healthy: async () => (await sql`select 1`.execute(db).then(() => true, () => false)),
    productImage: productImage(useCases),
    renderPage: (request, ownerKey) =>
      renderPage(request, createRoutes(serverPageData(useCases, ownerKey)), { cart: createCartViewModel<Cart | null>(noCartApi, null) }, assets),
    clientDir: config.clientDir,
  });

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
