import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { wareWithStock } from '../../test-fixtures/orderFixtures';
import { readyCheckout, storeCart } from '../demo/placeOrderOfWare';
import { signedInBrowser } from '../../test-fixtures/signedInClient';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';

const BONUSES = 5000;

describe("bonuses on a signed-in customer's fast cart (spec §3 Cart types FAST, §7 POST /cart/_toggle-bonus, POST /cart/orders)", () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('fast-BONUSES', 20));
  }, 60_000);
  afterAll(() => db.destroy());

  it("offers the customer's BONUSES on the fast cart and spends them with its order", async () => {
    const me = await signedInBrowser(app);
    const { customer_id: customerId } = await db.selectFrom('session').select('customer_id').where('customer_id', 'is not', null).executeTakeFirstOrThrow();
    const customer = await db
      .updateTable('customer')
      .set({ bonuses: BONUSES, level: 'GOLD' })
      .where('id', '=', customerId!)
      .returning(['id', 'phone'])
      .executeTakeFirstOrThrow();
    const ware = await wareWithStock(db, 0, 3);
    await storeCart(
      db,
      `customer:${customer.id}:FAST`,
      [{ productId: ware.productId, wareId: ware.wareId, quantity: 1 }],
      readyCheckout(ware.shopNumber, customer.phone),
    );

    const fast = (await me.call('GET', '/cart?cartType=FAST')).body;
    const applicable = Math.min(BONUSES, Math.floor(fast.total.productsCost * 0.3));
    expect(applicable).toBeGreaterThan(0);
    expect(fast.discounts.bonuses).toEqual({ available: BONUSES, applicable });
    const on = await me.call('POST', '/cart/_toggle-bonus?cartType=FAST', { bonusApplied: true });
    expect(on.body.total.bonusAmount).toBe(applicable);

    const placed = await app.request('/web-api/v1/cart/orders?cartType=FAST', {
      method: 'POST',
      body: JSON.stringify({ version: on.body.version, privacyConsent: true }),
      headers: { origin: 'http://shop.test', 'content-type': 'application/json', cookie: me.cookie(), 'Idempotency-Key': 'fast-bonus-1' },
    });
    expect(placed.status).toBe(200);
    const { orderNumber } = (await placed.json()) as { orderNumber: string };
    const order = await db
      .selectFrom('customer_order')
      .select(['bonus_amount', 'customer_id'])
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect({ bonusAmount: Number(order.bonus_amount), customerId: order.customer_id }).toEqual({ bonusAmount: applicable, customerId: customer.id });
    expect((await db.selectFrom('customer').select('bonuses').where('id', '=', customer.id).executeTakeFirstOrThrow()).bonuses).toBe(BONUSES - applicable);
  });
});
