import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../adapters-storage/postgres/openDatabase';
import type { Database } from '../../adapters-storage/postgres/schema';
import { placeOrder } from '../../application/orders/placeOrder';
import { orderDeps, wareWithStock } from '../../test-fixtures/orderFixtures';
import { sharedServerDatabase } from '../../test-fixtures/testDatabases';
import { testShopConfig, type TestShopApp } from '../../test-fixtures/testShop';
import { readyCheckout, storeCart } from '../demo/placeOrderOfWare';
import { SERVER } from './modules/serverModule';
import { serverContainer } from './serverContainer';

const shared = await sharedServerDatabase(60);
/** How long a committed change may take to reach the other process's LISTEN connection. */
const NOTIFY_WITHIN_MS = 2_000;

/** Issue 16: two server processes on one PostgreSQL database; what one changes, the other's cache drops. */
describe.skipIf(!shared)('cached reads across two processes sharing one PostgreSQL database', () => {
  let other: Kysely<Database>;
  const apps: TestShopApp[] = [];
  beforeAll(async () => {
    other = await openDatabase({ kind: 'postgres', url: shared!.url });
    for (const db of [shared!.db, other]) apps.push(serverContainer(testShopConfig(db, mkdtempSync(join(tmpdir(), 'shop-shared-')))).get(SERVER.app));
  }, 90_000);
  afterAll(async () => {
    await other.destroy();
    await shared!.drop();
  });

  const read = (app: TestShopApp, productId: string) => app.request(`/web-api/v1/products/${productId}`);
  /** The second process's answers until `changed` holds for one, with how long that took. */
  const untilChanged = async (
    productId: string,
    changed: (answer: { price: { retail: number }; sizes: { id: string; isAvailableOnline: boolean }[] }) => boolean,
  ) => {
    const start = Date.now();
    while (Date.now() - start < NOTIFY_WITHIN_MS) {
      if (changed(await (await read(apps[1]!, productId)).json())) return Date.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`the second process still answered the old product ${NOTIFY_WITHIN_MS} ms after the change`);
  };

  it('shows the second process a price the first one changed', async () => {
    const { product_id: productId, retail_price } = await shared!.db
      .selectFrom('product')
      .select(['product_id', 'retail_price'])
      .orderBy('product_id')
      .executeTakeFirstOrThrow();
    await read(apps[1]!, productId);
    expect((await read(apps[1]!, productId)).headers.get('x-cache')).toBe('hit');
    const retail = Math.max(1, Number(retail_price) - 100);
    await shared!.db
      .updateTable('product')
      .set({ retail_price: String(retail) })
      .where('product_id', '=', productId)
      .execute();
    expect(await untilChanged(productId, (a) => a.price.retail === retail)).toBeLessThan(NOTIFY_WITHIN_MS);
  });

  it('shows the second process a size sold out by an order placed in the first', async () => {
    const ware = await wareWithStock(shared!.db, 3, 1);
    for (const app of apps) await read(app, ware.productId);
    expect((await read(apps[1]!, ware.productId)).headers.get('x-cache')).toBe('hit');
    const ownerKey = `session:${crypto.randomUUID()}`;
    const version = await storeCart(shared!.db, ownerKey, [{ ...ware, quantity: 1 }], readyCheckout(ware.shopNumber, '+79161234567', {}));
    expect(E.isRight(await placeOrder(orderDeps(shared!.db))({ ownerKey, customerId: null, idempotencyKey: 'k', version, privacyConsent: true }))).toBe(true);
    await untilChanged(ware.productId, (a) => a.sizes.find((s) => s.id === ware.wareId)?.isAvailableOnline === false);
  });
});
