import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOrder } from '../../application/orders/cancelOrder';
import { placeCustomerOrder } from '../../test-fixtures/customerOrders';
import { wareWithStock, UNASKED_ACQUIRER } from '../../test-fixtures/orderFixtures';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresCustomerRepository } from './postgresCustomerRepository';
import { postgresNotifications } from './postgresNotifications';
import { postgresOrderCancellations } from './postgresOrderCancellations';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const NOW = new Date('2030-01-01T12:00:00Z');
const details = { cancelReasonCode: 'CHANGED_MIND', comment: '', isTroubleProduct: false };

describe.each(kinds)('order notifications written by the database on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create());
  });
  afterAll(() => drop());

  const customer = async (phone: string) => (await postgresCustomerRepository(db).findOrCreate(phone, crypto.randomUUID())).customer.id;
  const facts = async (customerId: string) => (await postgresNotifications(db).page(customerId, 0, 50)).notifications.map((n) => n.facts);

  it('tells the customer of placing and of exactly one cancel when twenty cancels race', async () => {
    const ware = await wareWithStock(db, 5, 3);
    const me = await customer('+79161110501');
    const placed = await placeCustomerOrder(db, me, '+79161110501', ware, 1);
    expect(await facts(me)).toEqual([{ kind: 'ORDER_STATUS', orderNumber: placed.orderNumber, status: placed.status }]);

    const cancel = cancelOrder({ cancellations: postgresOrderCancellations(db), gateway: UNASKED_ACQUIRER, clock: { now: () => NOW } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(me, placed.orderNumber, details)));
    expect(answers.filter(E.isRight)).toHaveLength(1);
    expect(await facts(me)).toEqual([
      { kind: 'ORDER_STATUS', orderNumber: placed.orderNumber, status: 'CANCELLED' },
      { kind: 'ORDER_STATUS', orderNumber: placed.orderNumber, status: placed.status },
    ]);
  });

  it('writes nothing when the status stays, or for an order without a customer, and nothing of a rolled-back change', async () => {
    const ware = await wareWithStock(db, 6, 3);
    const me = await customer('+79161110502');
    const placed = await placeCustomerOrder(db, me, '+79161110502', ware, 1);
    const order = () => db.updateTable('customer_order').where('order_number', '=', placed.orderNumber);
    await order().set({ status: placed.status }).execute();
    await order().set({ weight_grams: 1 }).execute();
    await db
      .transaction()
      .execute(async (tx) => {
        await tx.updateTable('customer_order').set({ status: 'PAID' }).where('order_number', '=', placed.orderNumber).execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await facts(me)).toHaveLength(1);
    await order().set({ customer_id: null }).execute();
    await order().set({ status: 'PAID' }).execute();
    expect(await facts(me)).toHaveLength(1);
  });

  it('lists newest first by page, and marks read only the customer’s own', async () => {
    const ware = await wareWithStock(db, 7, 10);
    const [me, other] = [await customer('+79161110503'), await customer('+79161110504')];
    const numbers: string[] = [];
    for (let i = 0; i < 6; i++) numbers.push((await placeCustomerOrder(db, me, '+79161110503', ware, 1)).orderNumber);
    const repo = postgresNotifications(db);
    const first = await repo.page(me, 0, 5);
    expect(first.total).toBe(6);
    expect(first.notifications.map((n) => n.facts.kind === 'ORDER_STATUS' && n.facts.orderNumber)).toEqual(numbers.slice(1).reverse());
    expect((await repo.page(me, 5, 5)).notifications.map((n) => n.facts.kind === 'ORDER_STATUS' && n.facts.orderNumber)).toEqual([numbers[0]]);
    expect(await repo.hasUnread(me)).toBe(true);
    expect(await repo.hasUnread(other)).toBe(false);

    const newest = first.notifications[0]!.id;
    expect(await repo.markRead(other, newest, NOW)).toBe(false);
    expect(await repo.markRead(me, 'not-a-uuid', NOW)).toBe(false);
    expect((await repo.page(me, 0, 1)).notifications[0]!.read).toBe(false);
    expect(await repo.markRead(me, newest, NOW)).toBe(true);
    expect(await repo.markRead(me, newest, new Date('2031-01-01T00:00:00Z'))).toBe(true);
    expect((await db.selectFrom('customer_notification').select('read_at').where('id', '=', newest).executeTakeFirstOrThrow()).read_at).toEqual(NOW);
    expect((await repo.page(me, 0, 2)).notifications.map((n) => n.read)).toEqual([true, false]);

    await repo.markAllRead(other, NOW);
    expect(await repo.hasUnread(me)).toBe(true);
    await repo.markAllRead(me, NOW);
    expect(await repo.hasUnread(me)).toBe(false);
  });
});
