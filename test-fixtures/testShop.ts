import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../adapters-storage/postgres/schema';
import { prepareDatabase } from '../composition-root/server/prepareDatabase';
import { serverContainer, type shopApp } from '../composition-root/server/serverContainer';
import { readShopConfig, type ShopConfig } from '../composition-root/server/shopConfig';
import type { PaymentConfig } from '../composition-root/paymentConfig';
import { SERVER } from '../composition-root/server/modules/serverModule';

export type TestShopApp = ReturnType<typeof shopApp>;

/** What a test may set beside the database: the rest is the environment's defaults, without a browser bundle. */
type TestShopOptions = Partial<Omit<ShopConfig, 'db' | 'assets' | 'clientDir'>>;

/** The configuration of a shop over `db` for in-process tests, its bundle folder `clientDir` empty. */
export const testShopConfig = (db: Kysely<Database>, clientDir: string, options: TestShopOptions = {}): ShopConfig =>
  readShopConfig(process.env, { db, sessionSecret: 'test-secret', assets: { scripts: [], styles: [] }, clientDir, ...options });

/**
 * The whole shop over a fresh PGlite database with `products` demo products in a temporary folder,
 * for HTTP tests that drive it in process (`app.request`); no bundle, no port. The container is the app's:
 * what a test reads from it is what the app uses.
 */
export async function openTestShop(name: string, products: number, options: TestShopOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `shop-${name}-`));
  const db = await prepareDatabase({ kind: 'pglite', dataDir }, products, () => undefined);
  const container = serverContainer(testShopConfig(db, dataDir, options));
  const app: TestShopApp = container.get(SERVER.app);
  return { db, app, dataDir, container };
}

/** The sandbox acquirer with its notifications held back an hour: the test decides when they are delivered. */
export const HELD_BACK_SANDBOX: PaymentConfig = {
  provider: { kind: 'sandbox', notifyDelayMs: 3_600_000 },
  shopUrl: '',
  jobsIntervalMs: 1000,
  releaseIntervalMs: 1000,
};
