import * as E from 'fp-ts/Either';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import type { OrderUseCases } from '../../adapters-http/server/orderDeps';
import type { PaymentUseCases } from '../../adapters-http/server/paymentDeps';
import type { Database } from '../../adapters-storage/postgres/schema';
import type { PaymentGateway } from '../../application/payment/PaymentGateway';
import { REFUND_CLAIM_MS } from '../../domain/order/orderCancellation';
import { placeCustomerOrder } from '../../test-fixtures/customerOrders';
import { customerWithPhone, wareWithStock } from '../../test-fixtures/orderFixtures';
import { stockOfWare } from '../../test-fixtures/stockOfWare';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { HELD_BACK_SANDBOX, testShopConfig } from '../../test-fixtures/testShop';
import { CORE } from './modules/coreModule';
import { ORDERS } from './modules/orderModule';
import { PAYMENT } from './modules/paymentModule';
import { serverContainer } from './serverContainer';

const kinds = await testDatabaseKinds();
const details = { cancelReasonCode: 'CHANGED_MIND', comment: 'Передумал', isTroubleProduct: false };

describe.each(kinds)('cancelling a paid order refunds it through the acquirer exactly once, on $name (issue 14)', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  let payments: PaymentUseCases;
  let gateway: PaymentGateway;
  let orders: OrderUseCases;
  const sandbox = new Hono();
  let now = new Date('2030-01-01T12:00:00Z');
  /**
   * The shop's own wiring with three ports rebound: the sandbox acquirer's requests go to `sandbox` (notifications held back,
   * so only GetState and Cancel speak to it), time is the test's, and the acquirer is `faulty` when given.
   */
  const shop = (faulty?: PaymentGateway) => {
    const container = serverContainer(testShopConfig(db, tmpdir(), { payment: HELD_BACK_SANDBOX }));
    container.rebind(PAYMENT.dispatch).toConstantValue((request) => sandbox.fetch(request));
    container.rebind(CORE.clock).toConstantValue({ now: () => now });
    if (faulty) container.rebind(PAYMENT.gateway).toConstantValue(faulty);
    return container;
  };
  beforeAll(async () => {
    ({ db, drop } = await kind.create());
    const container = shop();
    payments = container.get(PAYMENT.useCases);
    gateway = container.get(PAYMENT.gateway);
    orders = container.get(ORDERS.useCases);
    sandbox.route('/sandbox-acquirer', container.get(PAYMENT.sandbox)!.routes);
  }, 60_000);
  afterAll(() => drop());

  /** A customer's order of two units with a promo code, paid by card at the sandbox acquirer. */
  const paidOrder = async (index: number, phone: string) => {
    const customerId = await customerWithPhone(db, phone);
    const ware = await wareWithStock(db, index, 5);
    const code = `REFUND${index}`;
    await db.insertInto('promo_code').values({ code, kind: 'AMOUNT', value: 10, max_uses: 5 }).execute();
    const { orderNumber } = await placeCustomerOrder(db, customerId, phone, ware, 2, {
      promoCodes: [code],
      payment: { paymentMethod: 'CARD_ONLINE', paymentTool: 'CARD_ONLINE' },
    });
    const started = await payments.startPayment(orderNumber);
    const url = E.isRight(started) ? started.right.paymentUrl : '';
    await sandbox.request(url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
    await payments.reconcilePayment(orderNumber);
    expect((await orderRow(orderNumber)).status).toBe('PAID');
    return { customerId, orderNumber, ware, code, sandboxId: url.split('/').pop()! };
  };
  const orderRow = (orderNumber: string) =>
    db.selectFrom('customer_order').select(['status', 'cancel_reason_code']).where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
  const usesOf = async (code: string) => (await db.selectFrom('promo_code').select('uses').where('code', '=', code).executeTakeFirstOrThrow()).uses;
  const sandboxRefunds = async (sandboxId: string) => ({
    status: (await db.selectFrom('sandbox_acquirer_payment').select('status').where('payment_id', '=', sandboxId).executeTakeFirstOrThrow()).status,
    notices: (await db.selectFrom('sandbox_acquirer_notification').select('id').where('payment_id', '=', sandboxId).where('status', '=', 'REFUNDED').execute())
      .length,
  });

  it('twenty cancellations at once: one refunds and cancels, the rest are told it is being or was cancelled; stock and the code come back once', async () => {
    const { customerId, orderNumber, ware, code, sandboxId } = await paidOrder(1, '+79161200001');
    expect([await stockOfWare(db, ware.wareId), await usesOf(code)]).toEqual([3, 1]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => orders.cancelOrder(customerId, orderNumber, details)));
    expect(answers.filter(E.isRight)).toHaveLength(1);
    for (const a of answers.filter(E.isLeft)) expect(['REFUND_IN_PROGRESS', 'ORDER_ALREADY_CANCELLED']).toContain(a.left._tag);
    expect(await orderRow(orderNumber)).toEqual({ status: 'CANCELLED', cancel_reason_code: 'CHANGED_MIND' });
    expect(await sandboxRefunds(sandboxId)).toEqual({ status: 'REFUNDED', notices: 1 });
    expect([await stockOfWare(db, ware.wareId), await usesOf(code)]).toEqual([5, 0]);
    expect(await orders.cancelOrder(customerId, orderNumber, details)).toEqual(E.left({ _tag: 'ORDER_ALREADY_CANCELLED' }));
  });

  it('a refund the acquirer refuses leaves the order paid and its stock taken, and says so; a later cancellation refunds', async () => {
    const { customerId, orderNumber, ware, sandboxId } = await paidOrder(2, '+79161200002');
    const refusing = shop({ ...gateway, cancelPayment: async () => E.left({ _tag: 'PAYMENT_REFUSED' as const, detail: '7 Неверный статус транзакции' }) }).get(
      ORDERS.useCases,
    );
    expect(await refusing.cancelOrder(customerId, orderNumber, details)).toEqual(E.left({ _tag: 'REFUND_FAILED' }));
    expect((await orderRow(orderNumber)).status).toBe('PAID');
    expect(await stockOfWare(db, ware.wareId)).toBe(3);
    expect(await sandboxRefunds(sandboxId)).toEqual({ status: 'CONFIRMED', notices: 0 });
    expect(await orders.cancelOrder(customerId, orderNumber, details)).toEqual(E.right({ status: 'CANCELLED' }));
    expect(await stockOfWare(db, ware.wareId)).toBe(5);
  });

  it('an answer lost after the acquirer refunded: retries and parallel jobs ask its state and never refund twice', async () => {
    const { customerId, orderNumber, ware, sandboxId } = await paidOrder(3, '+79161200003');
    const losing = shop({
      ...gateway,
      cancelPayment: async (id: string) => (await gateway.cancelPayment(id), E.left({ _tag: 'PAYMENT_UNAVAILABLE' as const, detail: 'timeout' })),
    }).get(ORDERS.useCases);
    expect(await losing.cancelOrder(customerId, orderNumber, details)).toEqual(E.left({ _tag: 'REFUND_PENDING' }));
    expect(await orders.cancelOrder(customerId, orderNumber, details)).toEqual(E.left({ _tag: 'REFUND_IN_PROGRESS' }));
    expect((await orderRow(orderNumber)).status).toBe('PAID');
    now = new Date(now.getTime() + REFUND_CLAIM_MS + 1000);
    const finished = await Promise.all(Array.from({ length: 5 }, () => orders.resumeRefunds()));
    expect(finished.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await orderRow(orderNumber)).status).toBe('CANCELLED');
    expect(await sandboxRefunds(sandboxId)).toEqual({ status: 'REFUNDED', notices: 1 });
    expect(await stockOfWare(db, ware.wareId)).toBe(5);
  });
});
