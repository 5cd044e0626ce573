import Decimal from 'decimal.js';
import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinkoffGateway } from '../../adapters-http/gateways/tinkoffGateway';
import { signed } from '../../adapters-http/gateways/tinkoffToken';
import { acceptPaymentNotification } from '../../application/payment/acceptPaymentNotification';
import type { PaymentGateway } from '../../application/payment/PaymentGateway';
import { reconcilePayment } from '../../application/payment/reconcilePayment';
import { insertAwaitingOrder } from '../../test-fixtures/awaitingOrder';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresPaymentRepository } from './postgresPaymentRepository';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const PASSWORD = 'storage-test-password';

// The T-Bank adapter reads the notifications (no network involved); GetState answers from `acquirerSays`.
let acquirerSays: { status: 'SUCCEEDED' | 'FAILED'; amount: Decimal } = { status: 'SUCCEEDED', amount: new Decimal(0) };
const gateway: PaymentGateway = {
  ...tinkoffGateway({ provider: 'tinkoff', terminalKey: 'T', password: PASSWORD, notificationUrl: 'https://shop.example/n' }),
  paymentStatus: async () => E.right(acquirerSays),
};

describe.each(kinds)('payments on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  let orderSeq = 0;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(20));
  });
  afterAll(() => drop());

  const payments = () => postgresPaymentRepository(db);
  const accept = () => acceptPaymentNotification({ payments: payments(), gateway });

  /** An order awaiting `amount` with `attempts` pending payments at the acquirer. */
  async function orderWithPayments(amount: string, attempts = 1) {
    const orderNumber = `P-${++orderSeq}`;
    await insertAwaitingOrder(db, { orderNumber, amount });
    const ids: string[] = [];
    for (let i = 0; i < attempts; i++) {
      const id = crypto.randomUUID();
      await payments().addPayment({ id, orderNumber, provider: 'tinkoff', paymentTool: 'CARD_ONLINE', amount: new Decimal(amount) });
      await payments().setAcquirerPayment(id, String(9000 + orderSeq * 10 + i), `https://securepay.tinkoff.ru/new/${id}`);
      ids.push(id);
    }
    return { orderNumber, ids };
  }
  const notice = (paymentId: string, status: string, kopecks: number, providerId = paymentId.slice(0, 8)) => ({
    headers: {},
    body: JSON.stringify(
      signed(
        { TerminalKey: 'T', OrderId: paymentId, Success: status === 'CONFIRMED', Status: status, PaymentId: providerId, ErrorCode: '0', Amount: kopecks },
        PASSWORD,
      ),
    ),
  });
  const stateOf = async (orderNumber: string) => ({
    order: await db.selectFrom('customer_order').select(['status', 'paid_at']).where('order_number', '=', orderNumber).executeTakeFirstOrThrow(),
    statuses: (await db.selectFrom('payment').select('status').where('order_number', '=', orderNumber).orderBy('created_at').execute()).map((p) => p.status),
  });

  it('a notification delivered 20 times in parallel pays once', async () => {
    const { orderNumber, ids } = await orderWithPayments('1990.50');
    const results = await Promise.all(Array.from({ length: 20 }, () => accept()('tinkoff', notice(ids[0]!, 'CONFIRMED', 199050))));
    const outcomes = results.map((r) => (E.isRight(r) ? r.right.outcome._tag : r.left));
    expect(outcomes.filter((o) => o === 'APPLIED')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'DUPLICATE')).toHaveLength(19);
    expect(results.every((r) => E.isRight(r) && r.right.acknowledgement === 'OK')).toBe(true);
    const { order, statuses } = await stateOf(orderNumber);
    expect(order.status).toBe('PAID');
    expect(order.paid_at).not.toBeNull();
    expect(statuses).toEqual(['SUCCEEDED']);
  });

  it('a FAILED notice after SUCCEEDED changes nothing', async () => {
    const { orderNumber, ids } = await orderWithPayments('500');
    await accept()('tinkoff', notice(ids[0]!, 'CONFIRMED', 50000));
    const late = await accept()('tinkoff', notice(ids[0]!, 'REJECTED', 50000));
    expect(E.isRight(late) && late.right.outcome).toEqual({ _tag: 'APPLIED', transition: { paymentStatus: 'SUCCEEDED', payOrder: false, anomaly: null } });
    expect(await stateOf(orderNumber)).toMatchObject({ order: { status: 'PAID' }, statuses: ['SUCCEEDED'] });
  });

  it('a wrong amount does not pay; a bad signature is refused before anything is written', async () => {
    const { orderNumber, ids } = await orderWithPayments('700');
    await accept()('tinkoff', notice(ids[0]!, 'CONFIRMED', 69999));
    const forged = await accept()('tinkoff', {
      headers: {},
      body: notice(ids[0]!, 'CONFIRMED', 70000).body.replace(/"Token":"[0-9a-f]+"/, `"Token":"${'a'.repeat(64)}"`),
    });
    expect(forged).toEqual(E.left('INVALID_NOTIFICATION'));
    expect(await stateOf(orderNumber)).toMatchObject({ order: { status: 'AWAITING_PAYMENT' }, statuses: ['PENDING'] });
  });

  it('two attempts succeeding at once leave one SUCCEEDED payment', async () => {
    const { orderNumber, ids } = await orderWithPayments('300', 2);
    await Promise.all(ids.flatMap((id) => Array.from({ length: 5 }, () => accept()('tinkoff', notice(id, 'CONFIRMED', 30000)))));
    const { order, statuses } = await stateOf(orderNumber);
    expect(order.status).toBe('PAID');
    expect(statuses.filter((s) => s === 'SUCCEEDED')).toHaveLength(1);
  });

  it('the browser return and the notification race: whichever comes first pays, the other changes nothing', async () => {
    const { orderNumber, ids } = await orderWithPayments('1200');
    acquirerSays = { status: 'SUCCEEDED', amount: new Decimal(1200) };
    const reconcile = reconcilePayment({ payments: payments(), gateway });
    const [returned] = await Promise.all([reconcile(orderNumber), accept()('tinkoff', notice(ids[0]!, 'CONFIRMED', 120000)), reconcile(orderNumber)]);
    expect(returned?.orderStatus).toBe('PAID');
    expect(await stateOf(orderNumber)).toMatchObject({ order: { status: 'PAID' }, statuses: ['SUCCEEDED'] });
    const after = await reconcile(orderNumber);
    expect(after).toEqual({ orderStatus: 'PAID', paymentStatus: 'SUCCEEDED' });
  });
});
