import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAwaitingOrder } from '../../test-fixtures/awaitingOrder';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { StoredValueDefect } from '../storedValue';
import { readOrder } from './orderRows';
import { postgresAppeals } from './postgresAppeals';
import { postgresAuditLog } from './postgresAuditLog';
import { postgresCartRepository } from './postgresCartRepository';
import { postgresCatalogueRepository } from './postgresCatalogueRepository';
import { postgresCartSnapshots } from './postgresCheckoutRepositories';
import { postgresCustomerRepository } from './postgresCustomerRepository';
import { postgresNotifications } from './postgresNotifications';
import { postgresOrderHistory } from './postgresOrderHistory';
import { postgresReturnCarts } from './postgresReturnCarts';
import { postgresUnpaidOrders } from './postgresUnpaidOrders';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const NOW = new Date('2030-01-01T12:00:00Z');

/** A stored value of another shape than ours is a defect: reading it throws, naming the column, the row and the path. */
describe.each(kinds)('stored values that do not decode, on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create());
  });
  afterAll(() => drop());

  const customer = async (phone: string) => (await postgresCustomerRepository(db).findOrCreate(phone, crypto.randomUUID())).customer.id;
  const defect = (message: RegExp) => expect.objectContaining({ name: StoredValueDefect.name, message: expect.stringMatching(message) });

  it('cart.checkout: a field of another type', async () => {
    const id = crypto.randomUUID();
    await db
      .insertInto('cart')
      .values({ id, owner_key: 'session:corrupt-cart', version: 1, checkout: JSON.stringify({ shipment: { type: 'PICKUP', pointId: 12, inStock: true } }) })
      .execute();
    await expect(postgresCartRepository(db).findByOwner('session:corrupt-cart')).rejects.toEqual(
      defect(new RegExp(`^cart\\.checkout of cart ${id} does not decode at shipment\\.pointId: expected string, found number`)),
    );
  });

  it('customer_order: shipment, contacts, payment method and the gift cards an order gives back', async () => {
    await insertAwaitingOrder(db, { orderNumber: '900001', amount: '1000.00', ownerKey: `customer:${await customer('+79161110901')}` });
    const corrupt = (values: Partial<Record<'shipment' | 'contacts' | 'payment_method' | 'gift_cards', string>>) =>
      db.updateTable('customer_order').set(values).where('order_number', '=', '900001').execute();
    expect((await readOrder(db, '900001'))?.shipment.type).toBe('PICKUP');

    await corrupt({ shipment: JSON.stringify({ type: 'DELIVERY', geoPoint: 'ucfv0', variant: null }) });
    await expect(readOrder(db, '900001')).rejects.toEqual(
      defect(/^customer_order\.shipment of order 900001 does not decode at address: expected DeliveryAddress, found undefined/),
    );
    await corrupt({ shipment: JSON.stringify({ type: 'PICKUP', pointId: '0001', inStock: false }), contacts: JSON.stringify({ owner: null, receiver: null }) });
    await expect(readOrder(db, '900001')).rejects.toEqual(
      defect(/^customer_order\.contacts of order 900001 does not decode at owner: expected ContactPerson, found null/),
    );
    await corrupt({
      contacts: JSON.stringify({ owner: { firstName: 'Иван', lastName: 'Петров', phone: '+79161110901' }, receiver: null }),
      payment_method: 'CASH',
    });
    await expect(readOrder(db, '900001')).rejects.toEqual(
      defect(/^customer_order\.payment_method of order 900001 does not decode at \(root\): expected PaymentMethod, found string/),
    );

    await db
      .updateTable('customer_order')
      .set({ customer_id: await customer('+79161110902'), shipment: '{}' })
      .where('order_number', '=', '900001')
      .execute();
    await expect(postgresOrderHistory(db).page(await customer('+79161110902'), 0, 10, 3)).rejects.toEqual(
      defect(/^customer_order\.shipment of order 900001 does not decode/),
    );

    // The order is released in one transaction: a defect leaves it as it was, awaiting payment.
    await corrupt({ gift_cards: JSON.stringify([{ giftCardNumber: '1000000001', amount: 500 }]) });
    await expect(postgresUnpaidOrders(db).cancelUnpaid('900001', NOW)).rejects.toEqual(
      defect(/^customer_order\.gift_cards of order 900001 does not decode at 0\.amount: expected string, found number/),
    );
    expect((await db.selectFrom('customer_order').select('status').where('order_number', '=', '900001').executeTakeFirstOrThrow()).status).toBe(
      'AWAITING_PAYMENT',
    );
  });

  it('cart_snapshot.lines and return_cart.items: an item without a field', async () => {
    const snapshot = crypto.randomUUID();
    await db
      .insertInto('cart_snapshot')
      .values({ id: snapshot, lines: JSON.stringify([{ productId: '1', wareId: '2' }]) })
      .execute();
    await expect(postgresCartSnapshots(db).find(snapshot)).rejects.toEqual(
      defect(new RegExp(`^cart_snapshot\\.lines of snapshot ${snapshot} does not decode at 0\\.quantity: expected number, found undefined`)),
    );

    await insertAwaitingOrder(db, { orderNumber: '900002', amount: '1000.00' });
    const cart = crypto.randomUUID();
    await db
      .insertInto('return_cart')
      .values({ id: cart, order_number: '900002', items: JSON.stringify([{ itemId: '2', quantity: '1', reasonCode: null, comment: '' }]) })
      .execute();
    await expect(postgresReturnCarts(db).current('900002', crypto.randomUUID())).rejects.toEqual(
      defect(new RegExp(`^return_cart\\.items of return cart ${cart} does not decode at 0\\.quantity: expected number, found string`)),
    );
  });

  it('customer_notification.payload, product.properties and operator_audit.details', async () => {
    const me = await customer('+79161110903');
    const { id } = await db
      .insertInto('customer_notification')
      .values({ customer_id: me, kind: 'ORDER_STATUS', payload: JSON.stringify({ orderNumber: 900003 }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(postgresNotifications(db).page(me, 0, 5)).rejects.toEqual(
      defect(new RegExp(`^customer_notification\\.payload of notification ${id} does not decode at orderNumber: expected string, found number`)),
    );

    const { product_id: productId } = await db.selectFrom('product').select('product_id').orderBy('product_id').limit(1).executeTakeFirstOrThrow();
    await db
      .updateTable('product')
      .set({ properties: JSON.stringify([{ name: 'Материал' }]) })
      .where('product_id', '=', productId)
      .execute();
    await expect(postgresCatalogueRepository(db).productById(productId)).rejects.toEqual(
      defect(new RegExp(`^product\\.properties of product ${productId} does not decode at 0\\.value: expected string, found undefined`)),
    );

    const entry = crypto.randomUUID();
    await db
      .insertInto('operator_audit')
      .values({ id: entry, operator_login: 'anna', customer_id: null, action: 'ADD_ORDER_PRODUCT', details: '[]', created_at: NOW })
      .execute();
    await expect(postgresAuditLog(db, () => crypto.randomUUID()).byOperator('anna', 10)).rejects.toEqual(
      defect(new RegExp(`^operator_audit\\.details of entry ${entry} does not decode at \\(root\\): expected UnknownRecord, found an array`)),
    );
  });

  it('a code column outside the spec’s codes (appeal.type)', async () => {
    const me = await customer('+79161110904');
    await db
      .insertInto('appeal')
      .values({
        id: crypto.randomUUID(),
        customer_id: me,
        type: 'COMPLAINT',
        order_number: null,
        store_number: null,
        text: 'Текст',
        email: null,
        created_at: NOW,
      })
      .execute();
    await expect(postgresAppeals(db).page(me, 0, 5)).rejects.toEqual(
      defect(/^appeal\.type of appeal \d+ does not decode at \(root\): expected AppealTypeCode, found string/),
    );
  });
});
