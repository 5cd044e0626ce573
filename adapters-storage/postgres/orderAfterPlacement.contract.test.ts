import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrderProducts } from '../../application/orders/addOrderProducts';
import { placeOrder } from '../../application/orders/placeOrder';
import { releaseExpiredOrders } from '../../application/orders/releaseExpiredOrders';
import { stockOfWare } from '../../test-fixtures/stockOfWare';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { orderDeps, wareWithStock } from '../../test-fixtures/orderFixtures';
import { readyCheckout, storeCart } from '../../composition-root/demo/placeOrderOfWare';
import { postgresAuditLog } from './postgresAuditLog';
import { postgresCatalogueRepository } from './postgresCatalogueRepository';
import { postgresCustomerRepository } from './postgresCustomerRepository';
import { postgresOrderLineWriter } from './postgresOrderLineWriter';
import { postgresOrderRepository } from './postgresOrderRepository';
import { postgresUnpaidOrders } from './postgresUnpaidOrders';
import { postgresPriceLists } from './postgresPriceLists';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const NOW = new Date('2030-01-01T12:00:00Z');
const minutesAgo = (n: number) => new Date(NOW.getTime() - n * 60_000);

describe.each(kinds)('orders after placement on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create());
  });
  afterAll(() => drop());

  const stockOf = (wareId: string) => stockOfWare(db, wareId);
  const statusOf = async (orderNumber: string) =>
    (await db.selectFrom('customer_order').select('status').where('order_number', '=', orderNumber).executeTakeFirstOrThrow()).status;

  /** A signed-in customer's order paid online with a promo code, part gift card and bonuses. */
  const onlineOrder = async (phone: string, ware: { productId: string; wareId: string; shopNumber: string }, placedAt: Date) => {
    const { customer } = await postgresCustomerRepository(db).findOrCreate(phone, crypto.randomUUID());
    await db.updateTable('customer').set({ bonuses: 100 }).where('id', '=', customer.id).execute();
    const card = `77${phone.slice(2)}`;
    await db.insertInto('gift_card').values({ number: card, pin_hash: 'x', balance: 50, expires_at: null }).execute();
    const code = `SALE${phone.slice(-4)}`;
    await db.insertInto('promo_code').values({ code, kind: 'AMOUNT', value: 10, max_uses: 1 }).execute();
    const ownerKey = `customer:${customer.id}`;
    const version = await storeCart(
      db,
      ownerKey,
      [{ ...ware, quantity: 2 }],
      readyCheckout(ware.shopNumber, phone, {
        payment: { paymentMethod: 'CARD_ONLINE', paymentTool: 'CARD_ONLINE' },
        promoCodes: [code],
        bonusApplied: true,
        giftCards: [{ promisedPaymentId: 'p', giftCardNumber: card, amount: '50.00' }],
      }),
    );
    const placed = await placeOrder(orderDeps(db))({ ownerKey, customerId: customer.id, idempotencyKey: 'k', version, privacyConsent: true });
    if (E.isLeft(placed)) throw new Error(placed.left._tag);
    await db.updateTable('customer_order').set({ created_at: placedAt }).where('order_number', '=', placed.right.orderNumber).execute();
    return { orderNumber: placed.right.orderNumber, status: placed.right.status, customerId: customer.id, card, code };
  };

  it('cancels orders unpaid for over 30 minutes and gives back stock, promo code, gift card and bonuses, once', async () => {
    const ware = await wareWithStock(db, 5, 4);
    const old = await onlineOrder('+79260000001', ware, minutesAgo(31));
    const fresh = await onlineOrder('+79260000002', ware, minutesAgo(10));
    expect(old.status).toBe('AWAITING_PAYMENT');
    expect(await stockOf(ware.wareId)).toBe(0);
    const spent = await db.selectFrom('customer').select('bonuses').where('id', '=', old.customerId).executeTakeFirstOrThrow();
    expect(spent.bonuses).toBeLessThan(100);

    const release = releaseExpiredOrders({ unpaid: postgresUnpaidOrders(db) });
    expect(await release(NOW)).toEqual([old.orderNumber]);
    expect(await release(NOW)).toEqual([]);
    expect(await statusOf(old.orderNumber)).toBe('CANCELLED');
    expect(await statusOf(fresh.orderNumber)).toBe('AWAITING_PAYMENT');
    expect(await stockOf(ware.wareId)).toBe(2);
    expect((await db.selectFrom('promo_code').select('uses').where('code', '=', old.code).executeTakeFirstOrThrow()).uses).toBe(0);
    expect(Number((await db.selectFrom('gift_card').select('balance').where('number', '=', old.card).executeTakeFirstOrThrow()).balance)).toBe(50);
    expect((await db.selectFrom('customer').select('bonuses').where('id', '=', old.customerId).executeTakeFirstOrThrow()).bonuses).toBe(100);
  });

  it('leaves an order that was paid meanwhile alone', async () => {
    const ware = await wareWithStock(db, 6, 2);
    const paid = await onlineOrder('+79260000003', ware, minutesAgo(45));
    await db.updateTable('customer_order').set({ status: 'PAID' }).where('order_number', '=', paid.orderNumber).execute();
    expect(await releaseExpiredOrders({ unpaid: postgresUnpaidOrders(db) })(NOW)).toEqual([]);
    expect(await stockOf(ware.wareId)).toBe(0);
  });

  describe('an operator adding products (spec §6 ADD_PRODUCT)', () => {
    const add = () =>
      addOrderProducts({
        orders: postgresOrderRepository(db),
        lines: postgresOrderLineWriter(db),
        catalogue: postgresCatalogueRepository(db),
        priceLists: postgresPriceLists(db),
        audit: postgresAuditLog(db, () => crypto.randomUUID()),
        clock: { now: () => NOW },
      });
    const operator = (mode: 'ADD_PRODUCT' | 'CREATE_BASKET') => ({ sessionId: crypto.randomUUID(), customerId: null, operator: { login: 'op1', mode } });

    it('adds products to an unpaid order, takes their stock, raises the totals and writes the audit log', async () => {
      const ware = await wareWithStock(db, 7, 5);
      const extra = await wareWithStock(db, 8, 3);
      const version = await storeCart(db, 'session:op-client', [{ ...ware, quantity: 1 }], readyCheckout(ware.shopNumber, '+79260000010'));
      const placed = await placeOrder(orderDeps(db))({ ownerKey: 'session:op-client', customerId: null, idempotencyKey: 'k', version, privacyConsent: true });
      if (E.isLeft(placed)) throw new Error(placed.left._tag);
      const before = (await postgresOrderRepository(db).byNumber(placed.right.orderNumber))!;

      const added = await add()(operator('ADD_PRODUCT'), placed.right.orderNumber, [{ productId: extra.productId, wareId: extra.wareId, quantity: 2 }]);
      if (E.isLeft(added)) throw new Error(added.left._tag);
      const price = added.right.lines.find((l) => l.wareId === extra.wareId)!.price;
      expect(added.right.lines.filter((l) => l.wareId === extra.wareId).map((l) => l.quantity)).toEqual([2]);
      expect(added.right.totalCost.toFixed(2)).toBe(before.totalCost.plus(price.times(2)).toFixed(2));
      expect(await stockOf(extra.wareId)).toBe(1);
      const audit = await db.selectFrom('operator_audit').select(['action', 'operator_login']).where('action', '=', 'ADD_ORDER_PRODUCTS').execute();
      expect(audit).toEqual([{ action: 'ADD_ORDER_PRODUCTS', operator_login: 'op1' }]);

      expect(await add()(operator('ADD_PRODUCT'), placed.right.orderNumber, [{ productId: extra.productId, wareId: extra.wareId, quantity: 2 }])).toEqual(
        E.left({ _tag: 'NOT_ENOUGH_STOCK', wareId: extra.wareId }),
      );
      expect(await stockOf(extra.wareId)).toBe(1);
      expect(await add()(operator('CREATE_BASKET'), placed.right.orderNumber, [{ productId: extra.productId, wareId: extra.wareId, quantity: 1 }])).toEqual(
        E.left({ _tag: 'FORBIDDEN' }),
      );
      expect(await add()({ ...operator('ADD_PRODUCT'), operator: null }, placed.right.orderNumber, [])).toEqual(E.left({ _tag: 'NOT_AUTHORIZED' }));
      expect(await add()(operator('ADD_PRODUCT'), 'no-such-order', [])).toEqual(E.left({ _tag: 'NOT_FOUND' }));

      await db.updateTable('customer_order').set({ status: 'PAID' }).where('order_number', '=', placed.right.orderNumber).execute();
      expect(await add()(operator('ADD_PRODUCT'), placed.right.orderNumber, [{ productId: extra.productId, wareId: extra.wareId, quantity: 1 }])).toEqual(
        E.left({ _tag: 'ORDER_NOT_EDITABLE' }),
      );
      expect(await stockOf(extra.wareId)).toBe(1);
    });
  });
});
