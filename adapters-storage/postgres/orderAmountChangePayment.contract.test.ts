import Decimal from 'decimal.js';
import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinkoffGateway } from '../../adapters-http/gateways/tinkoffGateway';
import { signed } from '../../adapters-http/gateways/tinkoffToken';
import { addOrderProducts } from '../../application/orders/addOrderProducts';
import { acceptPaymentNotification } from '../../application/payment/acceptPaymentNotification';
import type { PaymentGateway } from '../../application/payment/PaymentGateway';
import { supersedePendingPayments } from '../../application/payment/supersedePendingPayments';
import { placeOnlineOrder } from '../../test-fixtures/onlineOrder';
import { wareWithStock } from '../../test-fixtures/orderFixtures';
import { stockOfWare } from '../../test-fixtures/stockOfWare';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresPendingPayments } from './orderPaymentSupersession';
import { postgresAuditLog } from './postgresAuditLog';
import { postgresCatalogueRepository } from './postgresCatalogueRepository';
import { postgresOrderLineWriter } from './postgresOrderLineWriter';
import { postgresOrderRepository } from './postgresOrderRepository';
import { postgresPaymentRepository } from './postgresPaymentRepository';
import { postgresPriceLists } from './postgresPriceLists';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const PASSWORD = 'payfix-password';

// The acquirer still holds every payment unpaid and cancels it when asked; notifications are read by the T-Bank adapter.
const gateway: PaymentGateway = {
  ...tinkoffGateway({ provider: 'tinkoff', terminalKey: 'T', password: PASSWORD, notificationUrl: 'https://shop.example/n' }),
  paymentStatus: async () => E.right({ status: 'PENDING', amount: new Decimal(0) }),
  cancelPayment: async () => E.right({ status: 'CANCELLED' }),
};
const operator = { sessionId: 'op', customerId: null, operator: { login: 'op-payfix', mode: 'ADD_PRODUCT' as const } };

describe.each(kinds)('an operator changing the amount of an order being paid, on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  let acquirerSeq = 0;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(20));
  });
  afterAll(() => drop());

  const payments = () => postgresPaymentRepository(db);
  /** The use-case; `afterCancel` runs once the old payment was cancelled, racing the lines' transaction. */
  const add = (supersede = true, afterCancel = () => undefined) =>
    addOrderProducts({
      orders: postgresOrderRepository(db),
      lines: postgresOrderLineWriter(db),
      catalogue: postgresCatalogueRepository(db),
      priceLists: postgresPriceLists(db),
      audit: postgresAuditLog(db, () => crypto.randomUUID()),
      clock: { now: () => new Date('2030-01-01T12:00:00Z') },
      ...(supersede
        ? {
            supersedePayments: async (orderNumber: string) => {
              const done = await supersedePendingPayments({ payments: payments(), gateway, pending: postgresPendingPayments(db) })(orderNumber);
              afterCancel();
              return done;
            },
          }
        : {}),
    });
  const orderOf = (orderNumber: string) =>
    db.selectFrom('customer_order').select(['status', 'amount_to_pay']).where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
  const statuses = async (orderNumber: string) =>
    (await db.selectFrom('payment').select('status').where('order_number', '=', orderNumber).orderBy('created_at').execute()).map((p) => p.status);

  /** A pending attempt for the order's whole sum, registered at the acquirer unless `registered` is false. */
  async function attempt(orderNumber: string, registered = true) {
    const id = crypto.randomUUID();
    const { amount_to_pay } = await orderOf(orderNumber);
    await payments().addPayment({ id, orderNumber, provider: 'tinkoff', paymentTool: 'CARD_ONLINE', amount: new Decimal(amount_to_pay) });
    const providerId = String(++acquirerSeq);
    if (registered) await payments().setAcquirerPayment(id, providerId, `https://securepay.tinkoff.ru/new/${id}`);
    return { id, providerId, kopecks: new Decimal(amount_to_pay).times(100).toNumber() };
  }
  const confirmed = (paymentId: string, providerId: string, kopecks: number) => ({
    headers: {},
    body: JSON.stringify(
      signed({ TerminalKey: 'T', OrderId: paymentId, Success: true, Status: 'CONFIRMED', PaymentId: providerId, ErrorCode: '0', Amount: kopecks }, PASSWORD),
    ),
  });

  it("the order's transaction refuses while a payment page for the old sum is open, and supersedes attempts never registered", async () => {
    const { orderNumber } = await placeOnlineOrder(db, 9, '+79161111304');
    const extra = await wareWithStock(db, 10, 4);
    const items = [{ productId: extra.productId, wareId: extra.wareId, quantity: 1 }];
    const before = await orderOf(orderNumber);
    const open = await attempt(orderNumber);
    expect(await add(false)(operator, orderNumber, items)).toEqual(E.left({ _tag: 'PAYMENT_IN_PROGRESS' }));
    expect(await orderOf(orderNumber)).toEqual(before);
    expect(await stockOfWare(db, extra.wareId)).toBe(4);

    await db.updateTable('payment').set({ status: 'FAILED' }).where('id', '=', open.id).execute();
    await attempt(orderNumber, false);
    expect(E.isRight(await add(false)(operator, orderNumber, items))).toBe(true);
    expect(await statuses(orderNumber)).toEqual(['FAILED', 'CANCELLED']);
    expect(await stockOfWare(db, extra.wareId)).toBe(3);
  });

  it('a payment completing while the operator adds: the old sum pays the unchanged order, or the change wins and the late money is flagged', async () => {
    const extra = await wareWithStock(db, 11, 50);
    const items = [{ productId: extra.productId, wareId: extra.wareId, quantity: 1 }];
    for (let i = 0; i < 9; i++) {
      const { orderNumber } = await placeOnlineOrder(db, 12 + (i % 4), `+7916111130${5 + (i % 4)}`);
      const before = await orderOf(orderNumber);
      const { id, providerId, kopecks } = await attempt(orderNumber);
      const notify = () => acceptPaymentNotification({ payments: payments(), gateway })('tinkoff', confirmed(id, providerId, kopecks));
      // The notice arrives with the change, after the cancel (racing the lines' transaction), or after the change.
      const round = i % 3;
      let late: ReturnType<typeof notify> | undefined;
      const [added, early] = await Promise.all([
        add(true, () => {
          if (round === 1) late = notify();
        })(operator, orderNumber, items),
        round === 0 ? notify() : undefined,
      ]);
      const noticed = (early ?? (await (late ?? notify())))!;
      const after = await orderOf(orderNumber);
      const anomaly = E.isRight(noticed) && noticed.right.outcome._tag === 'APPLIED' ? noticed.right.outcome.transition.anomaly : 'none';
      if (after.status === 'PAID') {
        // The money is recorded against the order it paid for: its amount never rose.
        expect(after.amount_to_pay).toBe(before.amount_to_pay);
        expect(added).toEqual(E.left({ _tag: 'ORDER_NOT_EDITABLE' }));
        expect(await statuses(orderNumber)).toEqual(['SUCCEEDED']);
      } else {
        expect(E.isRight(added)).toBe(true);
        expect(new Decimal(after.amount_to_pay).greaterThan(before.amount_to_pay)).toBe(true);
        expect(anomaly).toBe('AMOUNT_MISMATCH');
        expect(await statuses(orderNumber)).toEqual(['CANCELLED']);
      }
    }
  });
});
