import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditReceivedOrders } from '../../application/loyalty/creditReceivedOrders';
import { expireBonuses } from '../../application/loyalty/expireBonuses';
import { placeCustomerOrder } from '../../test-fixtures/customerOrders';
import { wareWithStock } from '../../test-fixtures/orderFixtures';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresBonusAccounts } from './postgresBonusAccounts';
import { postgresBonusLedger } from './postgresBonusLedger';
import { postgresCustomerRepository } from './postgresCustomerRepository';
import { postgresOrderReceipts } from './postgresOrderReceipts';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const DAY = 24 * 60 * 60 * 1000;
const at = (iso: string, days = 0) => new Date(Date.parse(iso) + days * DAY);

describe.each(kinds)('the bonus ledger on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create());
  });
  afterAll(() => drop());

  const credit = (now: Date) => creditReceivedOrders({ ledger: postgresBonusLedger(db) })(now);
  const expire = (now: Date) => expireBonuses({ ledger: postgresBonusLedger(db) })(now);
  const customer = async (phone: string, bonuses = 0) => {
    const id = (await postgresCustomerRepository(db).findOrCreate(phone, crypto.randomUUID())).customer.id;
    await db.updateTable('customer').set({ bonuses }).where('id', '=', id).execute();
    return id;
  };
  const balance = async (id: string) => db.selectFrom('customer').select(['bonuses', 'level']).where('id', '=', id).executeTakeFirstOrThrow();
  /** An order of goods worth `goods` roubles after discounts, received at `receivedAt`. */
  const receivedOrder = async (id: string, phone: string, index: number, goods: number, receivedAt: Date) => {
    const { orderNumber } = await placeCustomerOrder(db, id, phone, await wareWithStock(db, index, 1), 1);
    await db
      .updateTable('customer_order')
      .set({ products_cost: goods + 500, discount_amount: 500, bonus_amount: 0 })
      .where('order_number', '=', orderNumber)
      .execute();
    expect(await postgresOrderReceipts(db).receive(orderNumber, receivedAt)).toBe('CREATED');
    return orderNumber;
  };
  const fileReturn = (orderNumber: string, id: string, status: 'CREATED' | 'REFUNDED', refund: number) =>
    db
      .insertInto('order_return')
      .values({
        order_number: orderNumber,
        customer_id: id,
        status,
        return_point: '1',
        address: null,
        refund_amount: refund,
        currency: 'RUB',
        argue_comment: null,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();

  it('credits a received order once when ten job runs race, less refunds, and the level follows purchases', async () => {
    const phone = '+79161111501';
    const me = await customer(phone, 100);
    const received = at('2026-01-01T10:00:00Z');
    const orderNumber = await receivedOrder(me, phone, 1, 20_000, received);
    await fileReturn(orderNumber, me, 'REFUNDED', 3000);

    expect(await credit(at('2026-01-01T10:00:00Z', 13.9))).toEqual([]);
    const runs = await Promise.all(Array.from({ length: 10 }, () => credit(at('2026-01-01T10:00:00Z', 14))));
    expect(runs.flat()).toEqual([orderNumber]);
    // 5 % (STANDARD at receipt) of 17 000 paid for goods; 17 000 bought moves the level to SILVER.
    expect(await balance(me)).toEqual({ bonuses: 950, level: 'SILVER' });
    const ledger = await db.selectFrom('bonus_ledger').selectAll().where('customer_id', '=', me).execute();
    expect(ledger).toMatchObject([{ kind: 'EARNED', order_number: orderNumber, amount: 850 }]);
    expect(ledger[0]!.expires_at).toEqual(at('2026-01-01T10:00:00Z', 14 + 365));

    const account = await postgresBonusAccounts(db).account(me);
    expect(account!.ledger).toEqual([{ kind: 'EARNED', orderNumber, amount: 850, at: at('2026-01-01T10:00:00Z', 14) }]);
    expect(account!.orders[0]!.creditedPurchase?.toNumber()).toBe(17_000);
    expect(await credit(at('2026-03-01T00:00:00Z'))).toEqual([]);
  });

  it('takes the percent of the level at receipt and waits for open returns', async () => {
    const phone = '+79161111502';
    const me = await customer(phone);
    await db.updateTable('customer').set({ level: 'GOLD' }).where('id', '=', me).execute();
    const gold = await receivedOrder(me, phone, 2, 1000, at('2026-02-01T00:00:00Z'));
    await db.updateTable('customer').set({ level: 'TRAINER' }).where('id', '=', me).execute();
    const pending = await receivedOrder(me, phone, 3, 1000, at('2026-02-01T00:00:00Z'));
    await fileReturn(pending, me, 'CREATED', 1000);

    expect(await credit(at('2026-02-20T00:00:00Z'))).toEqual([gold]);
    expect(await balance(me)).toEqual({ bonuses: 100, level: 'TRAINER' });
    const future = (await postgresBonusAccounts(db).account(me))!.orders.filter((o) => o.creditedPurchase === null).map((o) => o.orderNumber);
    expect(future).toEqual([pending]);
  });

  it('expires credits 365 days on, first in first out against spending, once under parallel runs', async () => {
    const phone = '+79161111503';
    const me = await customer(phone);
    const first = await receivedOrder(me, phone, 4, 10_000, at('2026-01-01T00:00:00Z'));
    await credit(at('2026-01-15T00:00:00Z'));
    const second = await receivedOrder(me, phone, 5, 6000, at('2026-01-06T00:00:00Z'));
    await credit(at('2026-01-20T00:00:00Z'));
    expect(await balance(me)).toMatchObject({ bonuses: 800 });
    // 200 points spent on an order placed after the first credit: they come out of the oldest credit.
    const spending = await receivedOrder(me, phone, 6, 0, at('2026-02-01T00:00:00Z'));
    await db
      .updateTable('customer_order')
      .set({ bonus_amount: 200, created_at: at('2026-02-01T00:00:00Z'), status: 'CREATED' })
      .where('order_number', '=', spending)
      .execute();
    await db.updateTable('customer').set({ bonuses: 600 }).where('id', '=', me).execute();

    // Other tests' customers share the database: their credits expire too, so this checks this customer only.
    await expire(at('2027-01-14T00:00:00Z'));
    expect(await balance(me)).toMatchObject({ bonuses: 600 });
    await Promise.all(Array.from({ length: 10 }, () => expire(at('2027-01-16T00:00:00Z'))));
    expect(await balance(me)).toMatchObject({ bonuses: 300 });
    await Promise.all(Array.from({ length: 10 }, () => expire(at('2027-01-21T00:00:00Z'))));
    expect(await balance(me)).toMatchObject({ bonuses: 0 });
    const expired = await db
      .selectFrom('bonus_ledger')
      .select(['order_number', 'amount'])
      .where('customer_id', '=', me)
      .where('kind', '=', 'EXPIRED')
      .orderBy('at')
      .execute();
    expect(expired).toEqual([
      { order_number: first, amount: 300 },
      { order_number: second, amount: 300 },
    ]);
  });
});
