import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnUseCases, type ReturnUseCases } from '../../application/returns/returnUseCases';
import { placeCustomerOrder } from '../../test-fixtures/customerOrders';
import { wareWithStock } from '../../test-fixtures/orderFixtures';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresCustomerRepository } from './postgresCustomerRepository';
import { postgresOrderReceipts } from './postgresOrderReceipts';
import { postgresReturnCarts } from './postgresReturnCarts';
import { postgresReturnOrders } from './postgresReturnOrders';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const RECEIVED_AT = new Date('2030-05-01T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe.each(kinds)('returns of received orders on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  let now = RECEIVED_AT;
  let returns: ReturnUseCases;
  beforeAll(async () => {
    ({ db, drop } = await kind.create());
    returns = returnUseCases({
      carts: postgresReturnCarts(db),
      returns: postgresReturnOrders(db),
      receipts: postgresOrderReceipts(db),
      clock: { now: () => now },
      ids: { uuid: () => crypto.randomUUID() },
      // Stands in for the review photos' pipeline: stores the bytes as they are.
      uploadPhoto: async (customerId, bytes) => {
        const id = crypto.randomUUID();
        await db
          .insertInto('review_photo')
          .values({ id, customer_id: customerId, content_type: 'image/jpeg', bytes, thumbnail: bytes, width: 1, height: 1, created_at: now })
          .execute();
        return E.right({ photoId: id });
      },
    });
  });
  afterAll(() => drop());

  const customer = async (phone: string) => (await postgresCustomerRepository(db).findOrCreate(phone, crypto.randomUUID())).customer.id;
  /** A received order of `quantity` units of one size, picked up at a shop (which takes returns). */
  const receivedOrder = async (phone: string, index: number, quantity: number) => {
    const me = await customer(phone);
    const ware = await wareWithStock(db, index, quantity);
    const { orderNumber } = await placeCustomerOrder(db, me, phone, ware, quantity);
    now = RECEIVED_AT;
    expect(await returns.receiveOrder(orderNumber)).toEqual(E.right({ status: 'RECEIVED' }));
    return { me, orderNumber, ware };
  };
  /** Opens the draft, chooses `quantity` units of the size for a wrong size, at the order's shop; answers the draft's id. */
  const draft = async (me: string, orderNumber: string, wareId: string, quantity: number) => {
    await returns.selectReturnProducts(me, orderNumber, [wareId]);
    await returns.updateReturnCartItem(me, orderNumber, wareId, { quantity, reasonCode: 'WRONG_SIZE', comment: '' });
    const cart = await returns.openReturnCart(me, orderNumber);
    if (E.isLeft(cart)) throw new Error(cart.left._tag);
    const [point] = (await returns.listReturnPoints(me, cart.right.cart.id))!;
    await returns.setReturnWay(me, orderNumber, { returnPoint: point!.shopNumber });
    return cart.right.cart.id;
  };

  it('receives only created or paid orders, and opens returns only for received ones within 14 days', async () => {
    const me = await customer('+79161110911');
    const ware = await wareWithStock(db, 5, 2);
    const { orderNumber } = await placeCustomerOrder(db, me, '+79161110911', ware, 1);
    expect(await returns.openReturnCart(me, orderNumber)).toEqual(E.left({ _tag: 'ORDER_NOT_RETURNABLE' }));
    now = RECEIVED_AT;
    expect(await returns.receiveOrder(orderNumber)).toEqual(E.right({ status: 'RECEIVED' }));
    expect(await returns.receiveOrder('no-such')).toEqual(E.left({ _tag: 'NOT_FOUND' }));
    const other = await customer('+79161110912');
    expect(await returns.openReturnCart(other, orderNumber)).toEqual(E.left({ _tag: 'NOT_FOUND' }));
    now = new Date(RECEIVED_AT.getTime() + 16 * DAY);
    expect(await returns.openReturnCart(me, orderNumber)).toEqual(E.left({ _tag: 'ORDER_NOT_RETURNABLE' }));
    now = new Date(RECEIVED_AT.getTime() + 3 * DAY);
    const cart = await returns.openReturnCart(me, orderNumber);
    expect(E.isRight(cart) && cart.right.order.lines.map((l) => [l.wareId, l.bought, l.returned])).toEqual([[ware.wareId, 1, 0]]);
    expect((await db.selectFrom('customer_order').select('status').where('order_number', '=', orderNumber).executeTakeFirstOrThrow()).status).toBe('RECEIVED');
  });

  it('files a return at the paid price, lists it, cancels it once, and the cancelled units may be returned again', async () => {
    const { me, orderNumber, ware } = await receivedOrder('+79161110913', 6, 2);
    const cartId = await draft(me, orderNumber, ware.wareId, 2);
    const filed = await returns.fileReturn(me, cartId);
    if (E.isLeft(filed)) throw new Error(filed.left._tag);
    const price = (await db.selectFrom('order_line').select('price').where('order_number', '=', orderNumber).executeTakeFirstOrThrow()).price;
    const got = await returns.getReturn(me, filed.right.id);
    expect(got).toMatchObject({
      orderNumber,
      status: 'CREATED',
      refundAmount: (Number(price) * 2).toFixed(2),
      lines: [{ wareId: ware.wareId, quantity: 2, reasonCode: 'WRONG_SIZE' }],
    });
    expect(got!.returnPoint).not.toBeNull();
    expect(await returns.getReturn(await customer('+79161110914'), filed.right.id)).toBeNull();
    expect((await returns.listReturns(me, 1, 5)).total).toBe(1);

    // Nothing left to return now.
    expect(await returns.selectReturnProducts(me, orderNumber, [ware.wareId])).toEqual(E.left({ _tag: 'RETURN_QUANTITY_EXCEEDED' }));
    const cancels = await Promise.all(Array.from({ length: 10 }, () => returns.changeReturnState(filed.right.id, 'CANCEL', me)));
    expect(cancels.filter(E.isRight)).toHaveLength(1);
    expect(cancels.filter(E.isLeft).map((c) => c.left._tag)).toEqual(Array(9).fill('RETURN_NOT_CANCELLABLE'));
    expect(E.isRight(await returns.selectReturnProducts(me, orderNumber, [ware.wareId]))).toBe(true);
  });

  it('keeps photos of a defect with the filed return, taken so the clean-up spares them, and drops others', async () => {
    const { me, orderNumber, ware } = await receivedOrder('+79161110918', 10, 1);
    await returns.selectReturnProducts(me, orderNumber, [ware.wareId]);
    const add = () => returns.changeReturnImages(me, orderNumber, ware.wareId, { kind: 'ADD', bytes: new Uint8Array([1, 2, 3]) });
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const added = await add();
      if (E.isLeft(added)) throw new Error(added.left._tag);
      codes.push(added.right.imageCode!);
    }
    expect(await add()).toEqual(E.left({ _tag: 'RETURN_PHOTO_LIMIT' }));
    expect(await returns.changeReturnImages(me, orderNumber, ware.wareId, { kind: 'DELETE', imageCode: codes[0]! })).toMatchObject(
      E.right({ imageCode: null }),
    );
    expect(await returns.changeReturnImages(me, orderNumber, 'other-size', { kind: 'DELETE', imageCode: codes[1]! })).toEqual(E.left({ _tag: 'NOT_FOUND' }));
    const replaced = await returns.changeReturnImages(me, orderNumber, ware.wareId, { kind: 'REPLACE', imageCode: codes[1]!, bytes: new Uint8Array([4]) });
    if (E.isLeft(replaced)) throw new Error(replaced.left._tag);
    await returns.updateReturnCartItem(me, orderNumber, ware.wareId, { quantity: 1, reasonCode: 'DEFECT', comment: 'Трещина на подошве' });
    const cart = await returns.openReturnCart(me, orderNumber);
    if (E.isLeft(cart)) throw new Error(cart.left._tag);
    const [point] = (await returns.listReturnPoints(me, cart.right.cart.id))!;
    await returns.setReturnWay(me, orderNumber, { returnPoint: point!.shopNumber });
    const filed = await returns.fileReturn(me, cart.right.cart.id);
    if (E.isLeft(filed)) throw new Error(filed.left._tag);
    const kept = [replaced.right.imageCode!, ...codes.slice(2)];
    expect((await returns.getReturn(me, filed.right.id))!.lines[0]!.imageCodes).toEqual(kept);
    const attached = await db.selectFrom('review_photo').select('id').where('id', 'in', kept).where('attached_at', 'is not', null).execute();
    expect(attached).toHaveLength(4);
  });

  it('moves a return through the fulfilment side and lets a refusal be argued once', async () => {
    const { me, orderNumber, ware } = await receivedOrder('+79161110915', 7, 1);
    const filed = await returns.fileReturn(me, await draft(me, orderNumber, ware.wareId, 1));
    if (E.isLeft(filed)) throw new Error(filed.left._tag);
    const id = filed.right.id;
    expect(await returns.changeReturnState(id, 'ARGUE', me)).toEqual(E.left({ _tag: 'RETURN_NOT_ARGUABLE' }));
    expect(await returns.changeReturnState(id, 'ACCEPT', null)).toEqual(E.right({ status: 'ACCEPTED' }));
    expect(await returns.changeReturnState(id, 'CANCEL', me)).toEqual(E.left({ _tag: 'RETURN_NOT_CANCELLABLE' }));
    expect(await returns.changeReturnState(id, 'REFUSE', null)).toEqual(E.right({ status: 'REFUSED' }));
    expect(await returns.changeReturnState(id, 'ARGUE', me, 'Брак заводской')).toEqual(E.right({ status: 'DISPUTED' }));
    expect(await returns.changeReturnState(id, 'ARGUE', me)).toEqual(E.left({ _tag: 'RETURN_NOT_ARGUABLE' }));
    expect(await returns.changeReturnState('999999999', 'CANCEL', me)).toEqual(E.left({ _tag: 'NOT_FOUND' }));
  });

  it('never returns more than was bought when customers file in parallel', async () => {
    const { me, orderNumber, ware } = await receivedOrder('+79161110916', 8, 3);
    // Twelve tabs, each choosing one unit and filing: the draft is shared, filings queue on the order row.
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const cartId = await draft(me, orderNumber, ware.wareId, 1).catch(() => null);
        return cartId ? returns.fileReturn(me, cartId) : E.left({ _tag: 'NOT_FOUND' as const });
      }),
    );
    const filed = outcomes.filter(E.isRight);
    expect(filed.length).toBeGreaterThanOrEqual(1);
    const { n } = await db
      .selectFrom('order_return_line as l')
      .innerJoin('order_return as r', 'r.id', 'l.return_id')
      .select((eb) => eb.fn.sum<string>('l.quantity').as('n'))
      .where('r.order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(filed.length);
    expect(Number(n)).toBeLessThanOrEqual(3);

    // Filing the same draft twice at once files it once.
    const again = await receivedOrder('+79161110917', 9, 2);
    const cartId = await draft(again.me, again.orderNumber, again.ware.wareId, 2);
    const both = await Promise.all([returns.fileReturn(again.me, cartId), returns.fileReturn(again.me, cartId), returns.fileReturn(again.me, cartId)]);
    expect(both.filter(E.isRight)).toHaveLength(1);
  });
});
