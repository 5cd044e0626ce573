import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeCustomerOrder, placeGuestOrder } from '../../test-fixtures/customerOrders';
import { customerWithPhone, wareWithStock } from '../../test-fixtures/orderFixtures';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresGuestOrderClaims } from './postgresGuestOrderClaims';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();

describe.each(kinds)('guest orders handed to the customer of their verified phone on $name (issue 14)', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create());
  });
  afterAll(() => drop());

  const customer = (phone: string) => customerWithPhone(db, phone);
  const ownerOf = async (orderNumber: string) =>
    (await db.selectFrom('customer_order').select('customer_id').where('order_number', '=', orderNumber).executeTakeFirstOrThrow()).customer_id;

  it('claims only orders placed with the phone confirmed by code, and only ones nobody holds', async () => {
    const ware = await wareWithStock(db, 1, 20);
    const verified = await placeGuestOrder(db, 'g1', '+79160000101', ware);
    const typedOnly = await placeGuestOrder(db, 'g2', '+79160000101', ware);
    // An order from before the rule, or whose phone was only typed: it proves nothing.
    await db.updateTable('customer_order').set({ verified_phone: null }).where('order_number', '=', typedOnly.orderNumber).execute();
    const someoneElse = await customer('+79160000102');
    const theirs = await placeCustomerOrder(db, someoneElse, '+79160000101', ware, 1);
    const otherPhone = await placeGuestOrder(db, 'g3', '+79160000103', ware);

    const me = await customer('+79160000101');
    expect(await postgresGuestOrderClaims(db).claim(me)).toBe(1);
    expect(await ownerOf(verified.orderNumber)).toBe(me);
    expect(await ownerOf(typedOnly.orderNumber)).toBeNull();
    expect(await ownerOf(theirs.orderNumber)).toBe(someoneElse);
    expect(await ownerOf(otherPhone.orderNumber)).toBeNull();
  });

  it('hands each order over once, however many sign-ins and lists claim at the same time', async () => {
    const ware = await wareWithStock(db, 2, 20);
    const orders = [await placeGuestOrder(db, 'p1', '+79160000201', ware), await placeGuestOrder(db, 'p2', '+79160000201', ware)];
    const me = await customer('+79160000201');
    const claimed = await Promise.all(Array.from({ length: 6 }, () => postgresGuestOrderClaims(db).claim(me)));
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(2);
    for (const o of orders) expect(await ownerOf(o.orderNumber)).toBe(me);
  });
});
