import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../application/orders/placeOrder';
import { stockOfWare } from '../../test-fixtures/stockOfWare';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { orderDeps, wareWithStock } from '../../test-fixtures/orderFixtures';
import { readyCheckout, storeCart } from '../../composition-root/demo/placeOrderOfWare';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const times = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));

describe.each(kinds)('placing orders on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create());
  });
  afterAll(() => drop());

  const ordersOf = (ownerKey: string) => db.selectFrom('customer_order').select('order_number').where('owner_key', '=', ownerKey).execute();
  const stockOf = (wareId: string) => stockOfWare(db, wareId);

  it('100 submissions of one cart with one key make one order, and every answer carries its number', async () => {
    const ware = await wareWithStock(db, 0, 5);
    const version = await storeCart(db, 'session:same-key', [{ ...ware, quantity: 2 }], readyCheckout(ware.shopNumber));
    const place = placeOrder(orderDeps(db));
    const answers = await Promise.all(
      times(100, () => place({ ownerKey: 'session:same-key', customerId: null, idempotencyKey: 'k-1', version, privacyConsent: true })),
    );
    const orders = await ordersOf('session:same-key');
    expect(orders).toHaveLength(1);
    expect(answers.map((a) => E.isRight(a) && a.right.orderNumber)).toEqual(times(100, () => orders[0]!.order_number));
    expect(await stockOf(ware.wareId)).toBe(3);
  }, 90_000);

  it('100 submissions of one cart with different keys still make one order; the others are told the cart changed', async () => {
    const ware = await wareWithStock(db, 1, 5);
    const version = await storeCart(db, 'session:many-keys', [{ ...ware, quantity: 1 }], readyCheckout(ware.shopNumber));
    const place = placeOrder(orderDeps(db));
    const answers = await Promise.all(
      times(100, (i) => place({ ownerKey: 'session:many-keys', customerId: null, idempotencyKey: `k-${i}`, version, privacyConsent: true })),
    );
    expect(await ordersOf('session:many-keys')).toHaveLength(1);
    expect(answers.filter(E.isRight)).toHaveLength(1);
    expect(new Set(answers.flatMap((a) => (E.isLeft(a) ? [a.left._tag] : [])))).toEqual(new Set(['WRONG_CART_STATE']));
    expect(await stockOf(ware.wareId)).toBe(4);
  }, 90_000);

  it('50 buyers of the last unit: one order, stock 0, the others refused for stock', async () => {
    const ware = await wareWithStock(db, 2, 1);
    const place = placeOrder(orderDeps(db));
    const carts = await Promise.all(
      times(50, async (i) => ({
        ownerKey: `session:buyer-${i}`,
        version: await storeCart(db, `session:buyer-${i}`, [{ ...ware, quantity: 1 }], readyCheckout(ware.shopNumber, `+7916000${String(i).padStart(4, '0')}`)),
      })),
    );
    const answers = await Promise.all(carts.map((c) => place({ ...c, customerId: null, idempotencyKey: 'k', privacyConsent: true })));
    expect(answers.filter(E.isRight)).toHaveLength(1);
    expect(new Set(answers.flatMap((a) => (E.isLeft(a) ? [a.left._tag] : [])))).toEqual(new Set(['NOT_ENOUGH_STOCK']));
    expect(await stockOf(ware.wareId)).toBe(0);
    const ordered = await db.selectFrom('order_line').select(['quantity']).where('ware_id', '=', ware.wareId).execute();
    expect(ordered).toEqual([{ quantity: 1 }]);
  }, 90_000);

  it('a single-use promo code raced by two carts is spent once', async () => {
    const ware = await wareWithStock(db, 3, 10);
    await db.insertInto('promo_code').values({ code: 'ONCE100', kind: 'AMOUNT', value: 100, max_uses: 1 }).execute();
    const place = placeOrder(orderDeps(db));
    const carts = await Promise.all(
      ['a', 'b'].map(async (n) => ({
        ownerKey: `session:promo-${n}`,
        version: await storeCart(
          db,
          `session:promo-${n}`,
          [{ ...ware, quantity: 1 }],
          readyCheckout(ware.shopNumber, '+79160000001', { promoCodes: ['ONCE100'] }),
        ),
      })),
    );
    const answers = await Promise.all(carts.map((c) => place({ ...c, customerId: null, idempotencyKey: 'k', privacyConsent: true })));
    expect(answers.filter(E.isRight)).toHaveLength(1);
    expect(answers.filter(E.isLeft).map((a) => a.left._tag)).toEqual(['INVALID_PROMOCODE']);
    expect((await db.selectFrom('promo_code').select('uses').where('code', '=', 'ONCE100').executeTakeFirstOrThrow()).uses).toBe(1);
    expect(await stockOf(ware.wareId)).toBe(9);
  });

  it('a gift card raced by two carts pays once; the loser is told the card is invalid and nothing of it is spent', async () => {
    const ware = await wareWithStock(db, 4, 10);
    await db.insertInto('gift_card').values({ number: '9000000000001', pin_hash: 'x', balance: 100, expires_at: null }).execute();
    const giftCards = [{ promisedPaymentId: 'p', giftCardNumber: '9000000000001', amount: '100.00' }];
    const place = placeOrder(orderDeps(db));
    const carts = await Promise.all(
      ['a', 'b'].map(async (n) => ({
        ownerKey: `session:gift-${n}`,
        version: await storeCart(db, `session:gift-${n}`, [{ ...ware, quantity: 1 }], readyCheckout(ware.shopNumber, '+79160000002', { giftCards })),
      })),
    );
    const answers = await Promise.all(carts.map((c) => place({ ...c, customerId: null, idempotencyKey: 'k', privacyConsent: true })));
    expect(answers.filter(E.isLeft).map((a) => a.left._tag)).toEqual(['INVALID_GIFTCARD']);
    expect((await db.selectFrom('gift_card').select('balance').where('number', '=', '9000000000001').executeTakeFirstOrThrow()).balance).toMatch(/^0(\.00)?$/);
    expect(await stockOf(ware.wareId)).toBe(9);
    const order = await db
      .selectFrom('customer_order')
      .select(['gift_cards_amount', 'amount_to_pay', 'total_cost'])
      .where(
        'owner_key',
        'in',
        carts.map((c) => c.ownerKey),
      )
      .executeTakeFirstOrThrow();
    expect(Number(order.gift_cards_amount)).toBe(100);
    expect(Number(order.amount_to_pay)).toBe(Number(order.total_cost) - 100);
  });

  it('refuses a cart that is not ready or breaks a limit, and takes nothing', async () => {
    const ware = await wareWithStock(db, 9, 50);
    await db.updateTable('product').set({ weight_grams: 1000, retail_price: 100 }).where('product_id', '=', ware.productId).execute();
    const place = placeOrder(orderDeps(db));
    const attempt = async (ownerKey: string, quantity: number, changes: Parameters<typeof readyCheckout>[2] = {}, phone = '+79161110000') => {
      const version = await storeCart(db, ownerKey, quantity > 0 ? [{ ...ware, quantity }] : [], readyCheckout(ware.shopNumber, phone, changes));
      const answer = await place({ ownerKey, customerId: null, idempotencyKey: 'k', version, privacyConsent: true });
      return E.isLeft(answer) ? answer.left._tag : answer.right.status;
    };
    expect(await attempt('session:r-empty', 0)).toBe('CART_IS_EMPTY');
    expect(await attempt('session:r-ship', 1, { shipment: null })).toBe('SHIPMENT_NOT_SELECTED');
    expect(await attempt('session:r-point', 1, { shipment: { type: 'PICKUP', pointId: 'nowhere', inStock: false } })).toBe('SHIPMENT_NOT_SELECTED');
    expect(await attempt('session:r-contacts', 1, { owner: null })).toBe('CONTACTS_INCOMPLETE');
    expect(await attempt('session:r-sms', 1, { verifiedPhones: [] })).toBe('PHONE_VERIFICATION_CODE_REQUIRED');
    expect(await attempt('session:r-pay', 1, { payment: null })).toBe('PAYMENT_NOT_SELECTED');
    expect(await attempt('session:r-courier', 1, { payment: { paymentMethod: 'CASH_TO_COURIER', paymentTool: null } })).toBe('PAYMENT_NOT_SELECTED');
    expect(await attempt('session:r-heavy', 31)).toBe('ORDER_WEIGHT_EXCEEDED');
    expect(await stockOf(ware.wareId)).toBe(50);
    expect(await place({ ownerKey: 'session:r-heavy', customerId: null, idempotencyKey: 'k2', version: 1, privacyConsent: false })).toEqual(
      E.left({ _tag: 'CONSENT_REQUIRED' }),
    );

    for (let i = 0; i < 10; i++) expect(await attempt(`session:r-active-${i}`, 1, {}, '+79161119999')).toBe('CREATED');
    expect(await attempt('session:r-active-10', 1, {}, '+79161119999')).toBe('EXCEED_LIMIT_ON_ACTIVE_ORDERS');
    expect(await stockOf(ware.wareId)).toBe(40);
  }, 90_000);
});
