import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { apiBrowser, signInAs } from '../../test-fixtures/signedInClient';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';

describe("the customer's purchases in shops (spec §7 GET /orders/retails, /orders/retails/{n})", () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  let me: ReturnType<typeof apiBrowser>;
  let shop: { id: string; shop_number: string; name: string; address: string };
  let product: string;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('retail-purchases', 2, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
    me = apiBrowser(app);
    await signInAs(me, '+79166660001');
    const { id: customerId } = await db.selectFrom('customer').select('id').where('phone', '=', '+79166660001').executeTakeFirstOrThrow();
    shop = await db
      .selectFrom('shop')
      .select(['id', 'shop_number', 'name', 'address'])
      .where('kind', '=', 'SHOP')
      .orderBy('shop_number')
      .executeTakeFirstOrThrow();
    product = (await db.selectFrom('product').select('product_id').limit(1).executeTakeFirstOrThrow()).product_id;
    // Six receipts a day apart, as the shops' till system reports them; the newest has two lines.
    for (let i = 1; i <= 6; i++) {
      await db
        .insertInto('retail_purchase')
        .values({
          receipt_number: `R-${i}`,
          customer_id: customerId,
          shop_id: shop.id,
          purchased_at: new Date(Date.UTC(2026, 10, i, 12)),
          total: `${1000 * i}.50`,
          bonuses_spent: i === 6 ? 200 : 0,
          bonuses_earned: 50 * i,
        })
        .execute();
      await db
        .insertInto('retail_purchase_line')
        .values({
          receipt_number: `R-${i}`,
          position: 1,
          product_id: product,
          name: 'Кроссовки беговые',
          size: '42',
          quantity: 1,
          price: `${1000 * i - 299.5}`,
        })
        .execute();
    }
    await db
      .insertInto('retail_purchase_line')
      .values({ receipt_number: 'R-6', position: 2, product_id: null, name: 'Пакет', size: null, quantity: 2, price: '150' })
      .execute();
  }, 60_000);
  afterAll(() => db.destroy());

  it('lists them newest first, five a page by default, each with its shop, total and item count', async () => {
    const first = await me.call('GET', '/orders/retails');
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ page: 1, pageSize: 5, total: 6 });
    expect(first.body.purchases.map((p: { receiptNumber: string }) => p.receiptNumber)).toEqual(['R-6', 'R-5', 'R-4', 'R-3', 'R-2']);
    expect(first.body.purchases[0]).toEqual({
      receiptNumber: 'R-6',
      purchasedAt: '2026-11-06T12:00:00.000Z',
      shop: { shopNumber: shop.shop_number, name: shop.name, address: shop.address },
      total: 6000.5,
      itemCount: 3,
    });
    expect((await me.call('GET', '/orders/retails?page=2')).body.purchases.map((p: { receiptNumber: string }) => p.receiptNumber)).toEqual(['R-1']);
  });

  it("shows one receipt with its lines and bonuses; another customer's or an unknown one is 404", async () => {
    const receipt = await me.call('GET', '/orders/retails/R-6');
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({ receiptNumber: 'R-6', total: 6000.5, bonuses: { spent: 200, earned: 300 } });
    expect(receipt.body.items).toEqual([
      { productId: product, name: 'Кроссовки беговые', size: '42', quantity: 1, price: 5700.5 },
      { productId: null, name: 'Пакет', size: null, quantity: 2, price: 150 },
    ]);
    const other = apiBrowser(app);
    await signInAs(other, '+79166660002');
    expect((await other.call('GET', '/orders/retails/R-6')).status).toBe(404);
    expect((await other.call('GET', '/orders/retails')).body).toEqual({ purchases: [], pagination: { page: 1, pageSize: 5, total: 0 } });
    expect(await me.call('GET', '/orders/retails/R-404')).toMatchObject({ status: 404, body: { reason: 'NOT_FOUND' } });
  });

  it('refuses bad pages (400) and visitors (401)', async () => {
    expect(await me.call('GET', '/orders/retails?page=0')).toMatchObject({ status: 400, body: { reason: 'INCORRECT_REQUEST' } });
    expect((await me.call('GET', '/orders/retails?pageSize=500')).status).toBe(400);
    const visitor = apiBrowser(app);
    expect(await visitor.call('GET', '/orders/retails')).toMatchObject({ status: 401, body: { reason: 'NOT_AUTHORIZED' } });
    expect((await visitor.call('GET', '/orders/retails/R-6')).status).toBe(401);
  });
});
