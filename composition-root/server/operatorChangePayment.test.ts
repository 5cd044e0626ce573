import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderUseCases } from '../../adapters-http/server/orderDeps';
import type { PaymentUseCases } from '../../adapters-http/server/paymentDeps';
import type { Database } from '../../adapters-storage/postgres/schema';
import { placeOnlineOrder } from '../../test-fixtures/onlineOrder';
import { wareWithStock } from '../../test-fixtures/orderFixtures';
import { HELD_BACK_SANDBOX, openTestShop, testShopConfig, type TestShopApp } from '../../test-fixtures/testShop';
import type { SandboxAcquirer } from './acquirer';
import { ORDERS } from './modules/orderModule';
import { PAYMENT } from './modules/paymentModule';
import { serverContainer } from './serverContainer';

// Notifications held back: the test releases the sandbox's outbox itself.
const OPTIONS = { sessionSecret: 'payfix-secret', payment: HELD_BACK_SANDBOX };
let db: Kysely<Database>;
let dataDir: string;
let app: TestShopApp;
let payments: PaymentUseCases;
let sandbox: SandboxAcquirer;
let orders: OrderUseCases;

beforeAll(async () => {
  const shop = await openTestShop('payfix', 20, OPTIONS);
  ({ db, dataDir, app } = shop);
  payments = shop.container.get(PAYMENT.useCases);
  sandbox = shop.container.get(PAYMENT.sandbox)!;
  orders = shop.container.get(ORDERS.useCases);
});
afterAll(() => db.destroy());

const operator = { sessionId: crypto.randomUUID(), customerId: null, operator: { login: 'op-payfix', mode: 'ADD_PRODUCT' as const } };
const pay = (paymentUrl: string) => app.request(paymentUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
const deliverAll = async () => {
  await db
    .updateTable('sandbox_acquirer_notification')
    .set({ created_at: new Date(Date.now() - 7_200_000) })
    .execute();
  return sandbox.deliverDue();
};
const orderOf = (orderNumber: string) =>
  db.selectFrom('customer_order').select(['status', 'amount_to_pay']).where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
const attempts = (orderNumber: string) =>
  db.selectFrom('payment').select(['status', 'amount']).where('order_number', '=', orderNumber).orderBy('created_at').execute();
const urlOf = (started: E.Either<unknown, { readonly paymentUrl: string }>) => (E.isRight(started) ? started.right.paymentUrl : '');

describe('an order changed by an operator is paid for its new amount (docs/orders.md, sandbox acquirer)', () => {
  it('cancels the pending payment for the old sum at the acquirer; «Оплатить» then pays the new amount', async () => {
    const { orderNumber } = await placeOnlineOrder(db, 3, '+79161111301');
    const oldUrl = urlOf(await payments.startPayment(orderNumber));
    const before = await orderOf(orderNumber);
    const extra = await wareWithStock(db, 4, 3);

    const added = await orders.addOrderProducts(operator, orderNumber, [{ productId: extra.productId, wareId: extra.wareId, quantity: 1 }]);
    expect(E.isRight(added)).toBe(true);
    const after = await orderOf(orderNumber);
    expect(Number(after.amount_to_pay)).toBeGreaterThan(Number(before.amount_to_pay));
    expect(await attempts(orderNumber)).toEqual([{ status: 'CANCELLED', amount: before.amount_to_pay }]);

    // The payer still on the old page cannot pay the old sum: the acquirer cancelled it, no money is taken.
    await pay(oldUrl);
    expect(
      (
        await db
          .selectFrom('sandbox_acquirer_payment')
          .select('status')
          .where('order_id', '=', (await db.selectFrom('payment').select('id').where('order_number', '=', orderNumber).executeTakeFirstOrThrow()).id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('CANCELED');
    await deliverAll();
    expect((await orderOf(orderNumber)).status).toBe('AWAITING_PAYMENT');

    const newUrl = urlOf(await payments.startPayment(orderNumber));
    expect(newUrl).not.toBe(oldUrl);
    expect((await pay(newUrl)).status).toBe(303);
    await deliverAll();
    expect(await orderOf(orderNumber)).toEqual({ status: 'PAID', amount_to_pay: after.amount_to_pay });
    expect(await attempts(orderNumber)).toEqual([
      { status: 'CANCELLED', amount: before.amount_to_pay },
      { status: 'SUCCEEDED', amount: after.amount_to_pay },
    ]);
  });

  it('with the acquirer not asked, the change is refused (409) and the open payment stays payable for its sum', async () => {
    const { orderNumber } = await placeOnlineOrder(db, 7, '+79161111303');
    const url = urlOf(await payments.startPayment(orderNumber));
    const extra = await wareWithStock(db, 8, 3);
    const container = serverContainer(testShopConfig(db, dataDir, OPTIONS));
    container.rebind(PAYMENT.useCases).toConstantValue({ ...payments, supersedePendingPayments: undefined });
    const unwired = container.get(ORDERS.useCases);
    expect(await unwired.addOrderProducts(operator, orderNumber, [{ productId: extra.productId, wareId: extra.wareId, quantity: 1 }])).toEqual(
      E.left({ _tag: 'PAYMENT_IN_PROGRESS' }),
    );
    await pay(url);
    await deliverAll();
    expect((await orderOf(orderNumber)).status).toBe('PAID');
  });

  it("a payment completed before the operator's change is recorded, and the change is refused (409)", async () => {
    const { orderNumber } = await placeOnlineOrder(db, 5, '+79161111302');
    const url = urlOf(await payments.startPayment(orderNumber));
    await pay(url);
    // The notification is still held back: the change itself asks the acquirer, finds the money and records it.
    const extra = await wareWithStock(db, 6, 3);
    const added = await orders.addOrderProducts(operator, orderNumber, [{ productId: extra.productId, wareId: extra.wareId, quantity: 1 }]);
    expect(added).toEqual(E.left({ _tag: 'ORDER_NOT_EDITABLE' }));
    expect((await orderOf(orderNumber)).status).toBe('PAID');
    expect((await attempts(orderNumber)).map((a) => a.status)).toEqual(['SUCCEEDED']);
  });
});
