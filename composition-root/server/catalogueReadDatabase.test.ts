import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely, KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { generateCatalogue } from '../../adapters-storage/demo/catalogue/generateCatalogue';
import { cookieClient } from '../../test-fixtures/cookieClient';
import { testShopConfig } from '../../test-fixtures/testShop';
import { CORE } from './modules/coreModule';
import { SERVER } from './modules/serverModule';
import { prepareDatabase } from './prepareDatabase';
import { serverContainer } from './serverContainer';

const PRODUCTS = 20;
const [product] = [...generateCatalogue({ productCount: PRODUCTS }).products()];

/** The tables a query names, anywhere in its tree. */
function tablesOf(node: unknown, found: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  const n = node as { readonly kind?: string; readonly table?: { readonly identifier?: { readonly name?: string } } };
  if (n.kind === 'TableNode' && n.table?.identifier?.name) found.add(n.table.identifier.name);
  for (const child of Object.values(node)) tablesOf(child, found);
}

/** The catalogue's reads have their own database handle (CORE.catalogueDb) that replicas can take over; a shopper's own data stays on the primary. */
describe('the catalogue read database', () => {
  let db: Kysely<Database>;
  const queries: Set<string>[] = [];
  let call: ReturnType<typeof cookieClient>;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-catalogue-reads-'));
    db = await prepareDatabase({ kind: 'pglite', dataDir }, PRODUCTS, () => undefined);
    // The same database, seen through a handle that notes every query sent through it.
    const noting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        const tables = new Set<string>();
        tablesOf(node, tables);
        queries.push(tables);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const container = serverContainer(testShopConfig(db, dataDir));
    container.rebind(CORE.catalogueDb).toConstantValue(db.withPlugin(noting));
    call = cookieClient(container.get(SERVER.app));
  });
  afterAll(() => db.destroy());

  const readThrough = async (path: string, body?: unknown) => {
    queries.length = 0;
    expect((await call(`/web-api/v1${path}`, body)).status, path).toBe(200);
    return { count: queries.length, tables: new Set(queries.flatMap((q) => [...q])) };
  };

  it('answers the product, its listing, the search, autocomplete and the menu through it', async () => {
    expect((await readThrough(`/products/${product!.productId}`)).tables).toContain('product');
    expect((await readThrough('/catalog', { url: '/catalog/muzhchinam/' })).count).toBeGreaterThan(0);
    expect((await readThrough('/catalog', { url: '/catalog/product/search.do/?text=кроссовки' })).count).toBeGreaterThan(0);
    expect((await readThrough('/products/auto-hints?query=кро')).count).toBeGreaterThan(0);
    expect((await readThrough('/menus/main')).tables).toContain('category');
  });

  it('keeps the cart on the primary: its rows are never read or written through the catalogue handle', async () => {
    const ware = { productId: product!.productId, wareId: product!.sizes[0]!.wareId };
    const changed = await readThrough('/cart/products/_set-quantity', { items: [{ ...ware, quantity: 1 }] });
    const read = await readThrough('/cart');
    for (const tables of [changed.tables, read.tables]) {
      expect(tables).not.toContain('cart');
      expect(tables).not.toContain('cart_item');
    }
  });
});
