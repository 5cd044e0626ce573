import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../application/orders/placeOrder';
import { MAX_ACTIVE_ORDERS } from '../../domain/order/orderLimits';
import { insertAwaitingOrder } from '../../test-fixtures/awaitingOrder';
import { orderDeps, wareWithStock } from '../../test-fixtures/orderFixtures';
import { readyCheckout, storeCart } from '../../composition-root/demo/placeOrderOfWare';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const PHONE = '+79161234567';

describe.each(kinds)('the active-orders limit under racing carts on $name (spec §8 EXCEED_LIMIT_ON_ACTIVE_ORDERS)', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create());
  });
  afterAll(() => drop());

  it('a buyer one order below the limit ordering from the regular and the fast cart at once gets exactly one order', async () => {
    for (let i = 1; i < MAX_ACTIVE_ORDERS; i++) await insertAwaitingOrder(db, { orderNumber: `R-${i}`, amount: '100.00' });
    const ware = await wareWithStock(db, 5, 10);
    const carts = await Promise.all(
      ['session:racer', 'session:racer:FAST'].map(async (cartKey) => ({
        cartKey,
        version: await storeCart(db, cartKey, [{ ...ware, quantity: 1 }], readyCheckout(ware.shopNumber, PHONE)),
      })),
    );
    const place = placeOrder(orderDeps(db));
    const answers = await Promise.all(
      carts.map((c) => place({ ...c, ownerKey: 'session:racer', customerId: null, idempotencyKey: `k-${c.cartKey}`, privacyConsent: true })),
    );

    expect(answers.filter(E.isRight)).toHaveLength(1);
    expect(answers.filter(E.isLeft).map((a) => a.left._tag)).toEqual(['EXCEED_LIMIT_ON_ACTIVE_ORDERS']);
    expect(await db.selectFrom('customer_order').select('order_number').where('owner_key', '=', 'session:racer').execute()).toHaveLength(1);
    const stock = await db.selectFrom('stock').select('quantity').where('ware_id', '=', ware.wareId).executeTakeFirstOrThrow();
    expect(stock.quantity).toBe(9);
  }, 60_000);
});
