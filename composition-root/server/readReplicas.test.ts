import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLICA_APPLICATION_NAME, REPLICA_RETRY_AFTER_MS, replicaReads, type ReplicaReads } from '../../adapters-storage/postgres/replicaReads';
import type { Database } from '../../adapters-storage/postgres/schema';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';
import { startStreamingPair, streamingReplicaTools, type StreamingPair } from '../../test-fixtures/streamingReplica';
import { prepareDatabase } from './prepareDatabase';
import { serverContainer } from './serverContainer';
import { SERVER } from './modules/serverModule';
import { testShopConfig, type TestShopApp } from '../../test-fixtures/testShop';

const tools = await streamingReplicaTools();

/** Tables of a shopper's own data: read and written on the primary only. */
const OWN = ['cart', 'cart_item', 'session', 'customer', 'customer_order', 'order_line', 'owner_location', 'favourite', 'recently_viewed', 'comparison_item'];
const TOUCHES_OWN = new RegExp(`\\b(?:from|join|into|update)\\s+"?(?:${OWN.join('|')})"?(?!\\w)`, 'i');
const WRITES = /^\s*(?:insert|update|delete|merge|truncate|create|alter|drop|copy|lock|grant)\b|\bfor\s+(?:update|share)\b/i;

describe.skipIf(!tools)('catalogue reads on a PostgreSQL streaming replica (DATABASE_REPLICA_URLS)', () => {
  let pair: StreamingPair;
  let db: Kysely<Database>;
  let reads: ReplicaReads;
  let app: TestShopApp;
  let clientDir: string;
  let now = 0;
  const left: string[] = [];
  /** Statements the shop sent the replica (not the fixture's own). */
  const shopStatements = () =>
    pair
      .replicaStatements()
      .filter((s) => s.application === REPLICA_APPLICATION_NAME)
      .map((s) => s.text);
  const someWare = () =>
    db
      .selectFrom('ware')
      .innerJoin('stock', 'stock.ware_id', 'ware.ware_id')
      .select(['ware.product_id', 'ware.ware_id'])
      .where('stock.quantity', '>', 2)
      .orderBy('ware.ware_id')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    pair = await startStreamingPair();
    db = await prepareDatabase({ kind: 'postgres', url: pair.primaryUrl }, 50, () => undefined);
    await pair.caughtUp();
    reads = replicaReads(db, [pair.replicaUrl], { now: () => now, log: (line) => left.push(line) });
    clientDir = mkdtempSync(join(tmpdir(), 'shop-replicas-client-'));
    app = serverContainer(testShopConfig(db, clientDir, { catalogueDb: reads.db })).get(SERVER.app);
  }, 120_000);
  afterAll(async () => {
    await reads?.close();
    await db?.destroy();
    await pair?.stop();
    if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  });

  it("sends each catalogue read to the replica, and no write nor any of a shopper's own data", async () => {
    const { product_id: productId, ware_id: wareId } = await someWare();
    const me = await signedInBrowser(app);
    await me.call('POST', '/tracking/recently-viewed-products', { productId });
    const reads: Record<string, () => Promise<{ status: number }>> = {
      product: () => me.call('GET', `/products/${productId}`),
      listing: () => me.call('POST', '/catalog', { url: '/catalog/muzhchinam/?sort=price_asc' }),
      search: () => me.call('POST', '/catalog', { url: '/catalog/product/search.do/?text=кроссовки' }),
      autocomplete: () => me.call('GET', `/products/auto-hints?query=${encodeURIComponent('кро')}`),
      menu: () => me.call('GET', '/menus/main'),
      brands: () => me.call('GET', '/brands'),
      'main blocks': () => me.call('GET', '/main/blocks'),
      availability: () => me.call('GET', `/products/${productId}/availabilities`),
      recommendations: () => me.call('POST', '/recommendations', { requestedRecommendations: [{ slot: 'RECENTLY_VIEWED' }] }),
      'home page': async () => app.request('/'),
    };
    for (const [name, read] of Object.entries(reads)) {
      const before = shopStatements().length;
      expect((await read()).status, name).toBe(200);
      expect(shopStatements().length, `${name} reached the replica`).toBeGreaterThan(before);
    }
    // The shopper's own data and every write stay on the primary.
    expect((await me.call('POST', '/cart/products/_set-quantity', { items: [{ productId, wareId, quantity: 2 }] })).status).toBe(200);
    expect((await me.call('GET', '/cart')).status).toBe(200);
    expect((await me.call('POST', '/favourites', { type: 'WISHLIST', list: [{ productId }] })).status).toBe(200);
    const statements = shopStatements();
    expect(statements.filter((s) => /\b(?:product|product_search)\b/.test(s)).length).toBeGreaterThan(10);
    expect(statements.filter((s) => WRITES.test(s))).toEqual([]);
    expect(statements.filter((s) => TOUCHES_OWN.test(s))).toEqual([]);
    expect(left).toEqual([]);
  });

  it('reads a cart back right after writing it while the replica lags, priced by the primary; the catalogue answers what the replica has', async () => {
    const { product_id: productId, ware_id: wareId } = await someWare();
    const shopper = apiBrowser(app);
    const price = (await shopper.call('GET', `/products/${productId}`)).body.price.retail as number;
    await pair.pauseReplay();
    try {
      await db.updateTable('product').set({ retail_price: sql`retail_price + 1000` }).where('product_id', '=', productId).execute();
      expect((await shopper.call('POST', '/cart/products/_set-quantity', { items: [{ productId, wareId, quantity: 1 }] })).status).toBe(200);
      const cart = (await shopper.call('GET', '/cart')).body;
      expect(
        cart.items.map((l: { product: { wareId: string; price: { retail: number } }; quantity: number }) => [
          l.product.wareId,
          l.quantity,
          l.product.price.retail,
        ]),
      ).toEqual([[wareId, 1, price + 1000]]);
      expect((await shopper.call('GET', `/products/${productId}`)).body.price.retail).toBe(price);
    } finally {
      await pair.resumeReplay();
    }
    await pair.caughtUp();
    expect((await shopper.call('GET', `/products/${productId}`)).body.price.retail).toBe(price + 1000);
  });

  it('refuses a write or a transaction on the catalogue-read handle', async () => {
    const { product_id: productId } = await someWare();
    await expect(reads.db.updateTable('product').set({ name: 'x' }).where('product_id', '=', productId).execute()).rejects.toThrow(/primary/);
    await expect(sql`update product set name = 'x' where product_id = ${productId}`.execute(reads.db)).rejects.toThrow(/read-only/);
    await expect(reads.db.transaction().execute((trx) => trx.selectFrom('product').selectAll().execute())).rejects.toThrow(/primary/);
    expect((await db.selectFrom('product').select('name').where('product_id', '=', productId).executeTakeFirstOrThrow()).name).not.toBe('x');
    expect(left).toEqual([]);
  });

  it('answers from the primary while the replica is down, and goes back to it once it rested', async () => {
    const { product_id: productId } = await someWare();
    const shopper = apiBrowser(app);
    // A catalogue read the answer cache does not keep (cachedAnswers.ts): each one reaches the database.
    const availability = () => shopper.call('GET', `/products/${productId}/availabilities`);
    const product = (await availability()).body;
    await pair.stopReplica();
    expect((await availability()).body).toEqual(product);
    expect(left).toEqual([expect.stringMatching(/^catalogue reads leave replica 127\.0\.0\.1:\d+\/postgres for 5000 ms/)]);
    await pair.startReplica();
    const before = shopStatements().length;
    expect((await availability()).body).toEqual(product);
    expect(shopStatements().length, 'a resting replica is left alone').toBe(before);
    now += REPLICA_RETRY_AFTER_MS;
    expect((await availability()).body).toEqual(product);
    expect(shopStatements().length, 'the replica is tried again after its rest').toBeGreaterThan(before);
    expect(left).toHaveLength(1);
  });
});
