import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOrder } from '../../application/orders/cancelOrder';
import { listOrders } from '../../application/orders/listOrders';
import { stockOfWare } from '../../test-fixtures/stockOfWare';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { UNASKED_ACQUIRER, wareWithStock } from '../../test-fixtures/orderFixtures';
import { placeCustomerOrder } from '../../test-fixtures/customerOrders';
import { postgresCustomerRepository } from './postgresCustomerRepository';
import { postgresOrderCancellations } from './postgresOrderCancellations';
import { postgresOrderHistory } from './postgresOrderHistory';
import { postgresGuestOrderClaims } from './postgresGuestOrderClaims';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const NOW = new Date('2030-01-01T12:00:00Z');
const details = { cancelReasonCode: 'CHANGED_MIND', comment: 'Купил в магазине', isTroubleProduct: false };

describe.each(kinds)('customers cancelling and listing their orders on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create());
  });
  afterAll(() => drop());

  const stockOf = (wareId: string) => stockOfWare(db, wareId);
  const customer = async (phone: string) => (await postgresCustomerRepository(db).findOrCreate(phone, crypto.randomUUID())).customer.id;
  const cancel = () => cancelOrder({ cancellations: postgresOrderCancellations(db), gateway: UNASKED_ACQUIRER, clock: { now: () => NOW } });

  /** The customer's order of `quantity` units; with `spend`, paid online with a promo code, part gift card and bonuses. */
  const order = async (customerId: string, phone: string, ware: { productId: string; wareId: string; shopNumber: string }, quantity: number, spend = false) => {
    const suffix = `${phone.slice(-4)}${Math.floor(Math.random() * 1e6)}`;
    const spending = spend ? { card: `77${suffix}`, code: `BACK${suffix}` } : null;
    if (spending) {
      await db.updateTable('customer').set({ bonuses: 100 }).where('id', '=', customerId).execute();
      await db.insertInto('gift_card').values({ number: spending.card, pin_hash: 'x', balance: 50, expires_at: null }).execute();
      await db.insertInto('promo_code').values({ code: spending.code, kind: 'AMOUNT', value: 10, max_uses: 1 }).execute();
    }
    const placed = await placeCustomerOrder(
      db,
      customerId,
      phone,
      ware,
      quantity,
      spending
        ? {
            payment: { paymentMethod: 'CARD_ONLINE', paymentTool: 'CARD_ONLINE' },
            promoCodes: [spending.code],
            bonusApplied: true,
            giftCards: [{ promisedPaymentId: 'p', giftCardNumber: spending.card, amount: '50.00' }],
          }
        : {},
    );
    return { orderNumber: placed.orderNumber, status: placed.status, ...spending };
  };

  it('cancels once when twenty cancellations race, giving back stock, promo code, gift card and bonuses once, and keeps the reason', async () => {
    const ware = await wareWithStock(db, 3, 2);
    const me = await customer('+79161110401');
    const placed = await order(me, '+79161110401', ware, 2, true);
    expect(placed.status).toBe('AWAITING_PAYMENT');
    expect(await stockOf(ware.wareId)).toBe(0);

    const answers = await Promise.all(Array.from({ length: 20 }, () => cancel()(me, placed.orderNumber, details)));
    expect(answers.filter(E.isRight)).toHaveLength(1);
    expect(answers.filter(E.isLeft).map((a) => a.left._tag)).toEqual(Array(19).fill('ORDER_ALREADY_CANCELLED'));

    expect(await stockOf(ware.wareId)).toBe(2);
    expect((await db.selectFrom('promo_code').select('uses').where('code', '=', placed.code!).executeTakeFirstOrThrow()).uses).toBe(0);
    expect(Number((await db.selectFrom('gift_card').select('balance').where('number', '=', placed.card!).executeTakeFirstOrThrow()).balance)).toBe(50);
    expect((await db.selectFrom('customer').select('bonuses').where('id', '=', me).executeTakeFirstOrThrow()).bonuses).toBe(100);
    expect(
      await db
        .selectFrom('customer_order')
        .select(['status', 'cancel_reason_code', 'cancel_comment', 'cancel_trouble_product', 'cancelled_at'])
        .where('order_number', '=', placed.orderNumber)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      status: 'CANCELLED',
      cancel_reason_code: 'CHANGED_MIND',
      cancel_comment: 'Купил в магазине',
      cancel_trouble_product: false,
      cancelled_at: NOW,
    });
  });

  it('leaves another customer’s order, and a paid one with no acquirer payment to give back, as they are', async () => {
    const ware = await wareWithStock(db, 4, 3);
    const [me, other] = [await customer('+79161110402'), await customer('+79161110403')];
    const created = await order(me, '+79161110402', ware, 1);
    expect(created.status).toBe('CREATED');
    expect(await cancel()(other, created.orderNumber, details)).toEqual(E.left({ _tag: 'NOT_FOUND' }));
    const paid = await order(me, '+79161110402', ware, 1);
    await db.updateTable('customer_order').set({ status: 'PAID' }).where('order_number', '=', paid.orderNumber).execute();
    expect(await cancel()(me, paid.orderNumber, details)).toEqual(E.left({ _tag: 'ORDER_NOT_CANCELLABLE' }));
    expect(await stockOf(ware.wareId)).toBe(1);
    expect(await cancel()(me, created.orderNumber, { ...details, comment: '  ' })).toEqual(E.right({ status: 'CANCELLED' }));
    expect(
      (await db.selectFrom('customer_order').select('cancel_comment').where('order_number', '=', created.orderNumber).executeTakeFirstOrThrow()).cancel_comment,
    ).toBeNull();
    expect(await stockOf(ware.wareId)).toBe(2);
  });

  it('lists the customer’s own orders newest first, page by page, with units and first products', async () => {
    const [a, b] = [await wareWithStock(db, 5, 10), await wareWithStock(db, 6, 10)];
    const [me, other] = [await customer('+79161110404'), await customer('+79161110405')];
    const numbers: string[] = [];
    for (const [i, ware] of [a, b, a].entries()) {
      numbers.push((await order(me, '+79161110404', ware, i + 1)).orderNumber);
      await db
        .updateTable('customer_order')
        .set({ created_at: new Date(NOW.getTime() + i * 60_000) })
        .where('order_number', '=', numbers.at(-1)!)
        .execute();
    }
    await order(other, '+79161110405', b, 1);
    const list = listOrders({ history: postgresOrderHistory(db), claims: postgresGuestOrderClaims(db) });
    const first = await list(me, 1, 2);
    expect(first.total).toBe(3);
    expect(first.orders.map((o) => [o.orderNumber, o.itemCount, o.productIds])).toEqual([
      [numbers[2], 3, [a.productId]],
      [numbers[1], 2, [b.productId]],
    ]);
    expect(first.orders[0]).toMatchObject({ status: 'CREATED', currency: 'RUB', shipment: { type: 'PICKUP', point: { shopNumber: a.shopNumber } } });
    expect((await list(me, 2, 2)).orders.map((o) => o.orderNumber)).toEqual([numbers[0]]);
    expect(await list(me, 3, 2)).toEqual({ total: 3, orders: [] });
    expect((await list(other, 1, 5)).total).toBe(1);
  });
});
