import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../adapters-storage/postgres/schema';
import { prepareDatabase } from '../composition-root/server/prepareDatabase';
import { shopApp, type ShopAppOptions } from '../composition-root/server/shopApp';

export type TestShopApp = ReturnType<typeof shopApp>;

/**
 * The whole shop over a fresh PGlite database with `products` demo products in a temporary folder,
 * for HTTP tests that drive it in process (`app.request`); no bundle, no port.
 */
export async function openTestShop(
  name: string,
  products: number,
  options: Partial<Omit<ShopAppOptions, 'assets' | 'clientDir'>> = {},
): Promise<{ readonly db: Kysely<Database>; readonly app: TestShopApp; readonly dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), `shop-${name}-`));
  const db = await prepareDatabase({ kind: 'pglite', dataDir }, products, () => undefined);
  const app = shopApp(db, { assets: { scripts: [], styles: [] }, clientDir: dataDir, sessionSecret: 'test-secret', ...options });
  return { db, app, dataDir };
}
