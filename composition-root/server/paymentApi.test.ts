import { serializeSigned } from 'hono/utils/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signed } from '../../adapters-http/gateways/tinkoffToken';
import type { Database } from '../../adapters-storage/postgres/schema';
import { insertAwaitingOrder } from '../../test-fixtures/awaitingOrder';
import { sandboxAcquirerRoutes } from '../../adapters-http/sandboxAcquirer/sandboxAcquirerRoutes';
import { postgresSandboxAcquirerStore } from '../../adapters-storage/postgres/postgresSandboxAcquirerStore';
import type { Kysely } from 'kysely';
import type { PaymentUseCases } from '../../adapters-http/server/paymentDeps';
import { HELD_BACK_SANDBOX, openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import type { SandboxAcquirer } from './acquirer';
import { PAYMENT } from './modules/paymentModule';
import * as E from 'fp-ts/Either';

const SECRET = 'payment-api-secret';
const SID = '5f0e8a44-7c1d-4a2b-9e3f-0a1b2c3d4e5f';
let db: Kysely<Database>;
let app: TestShopApp;
let payments: PaymentUseCases;
let sandbox: SandboxAcquirer;
let cookie = '';

beforeAll(async () => {
  // Notifications held back, so the test decides when the sandbox's outbox is delivered.
  const shop = await openTestShop('payment-api', 20, { sessionSecret: SECRET, payment: HELD_BACK_SANDBOX });
  ({ db, app } = shop);
  payments = shop.container.get(PAYMENT.useCases);
  sandbox = shop.container.get(PAYMENT.sandbox)!;
  cookie = (await serializeSigned('sid', SID, SECRET)).split(';')[0]!;
});
afterAll(() => db.destroy());

const api = (path: string, body?: unknown) =>
  app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, origin: 'http://localhost', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const sandboxPost = (paymentUrl: string, action: string) => app.request(paymentUrl, { method: 'POST', body: new URLSearchParams({ action }) });
const statusOf = async (orderNumber: string) =>
  (await db.selectFrom('customer_order').select('status').where('order_number', '=', orderNumber).executeTakeFirstOrThrow()).status;
const attempts = (orderNumber: string) =>
  db.selectFrom('payment').select(['status', 'payment_tool']).where('order_number', '=', orderNumber).orderBy('created_at').execute();

describe('online payment over HTTP with the sandbox acquirer', () => {
  it('startPayment answers the sandbox page, and the same page again while the attempt is pending', async () => {
    await insertAwaitingOrder(db, { orderNumber: 'A-1', amount: '1234.50', ownerKey: `session:${SID}` });
    const first = await payments.startPayment('A-1');
    const again = await payments.startPayment('A-1');
    expect(E.isRight(first) && first.right.paymentUrl).toMatch(/^\/sandbox-acquirer\/pay\/\d+$/);
    expect(again).toEqual(first);
    const page = await (await app.request(E.isRight(first) ? first.right.paymentUrl : '')).text();
    for (const text of ['Спорт·Маркет', 'Оплата заказа № A-1', '1\u00a0234,50\u00a0₽', 'Оплатить', 'Отказ банка', 'Вернуться в магазин'])
      expect(page).toContain(text);
    expect(page).not.toMatch(/name="(card|pan|cvc)/i);
  });

  it('a bank refusal returns the payer, the notice fails the attempt; retry opens a new page that pays the order', async () => {
    await insertAwaitingOrder(db, { orderNumber: 'A-2', amount: '990', ownerKey: `session:${SID}` });
    const started = await payments.startPayment('A-2');
    const url = E.isRight(started) ? started.right.paymentUrl : '';
    const refused = await sandboxPost(url, 'fail');
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/cart/thanks/A-2/?paymentTool=CARD_ONLINE');
    expect(await payments.reconcilePayment('A-2')).toEqual({ orderStatus: 'AWAITING_PAYMENT', paymentStatus: 'FAILED' });

    const tools = await (await api('/web-api/v1/orders/A-2/payment-tools')).json();
    expect(tools).toEqual({
      paymentTools: [
        { paymentTool: 'CARD_ONLINE', isSelected: true },
        { paymentTool: 'FASTER_PAYMENT_SYSTEM', isSelected: false },
        { paymentTool: 'SBER_PAY', isSelected: false },
      ],
    });
    const retried = await api('/web-api/v1/orders/invoices/A-2/acquiring/_confirm/', { paymentTool: 'FASTER_PAYMENT_SYSTEM' });
    const { paymentUrl } = (await retried.json()) as { paymentUrl: string };
    expect(paymentUrl).not.toBe(url);
    expect((await sandboxPost(paymentUrl, 'pay')).headers.get('location')).toBe('/cart/thanks/A-2/?paymentTool=FASTER_PAYMENT_SYSTEM');
    expect(await sandbox.deliverDue()).toBe(0);
    expect(await statusOf('A-2')).toBe('AWAITING_PAYMENT');
    expect(await payments.reconcilePayment('A-2')).toEqual({ orderStatus: 'PAID', paymentStatus: 'SUCCEEDED' });
    expect(await attempts('A-2')).toEqual([
      { status: 'FAILED', payment_tool: 'CARD_ONLINE' },
      { status: 'SUCCEEDED', payment_tool: 'FASTER_PAYMENT_SYSTEM' },
    ]);
    expect(await (await api('/web-api/v1/orders/A-2/payment-tools')).json()).toEqual({ paymentTools: [] });
    expect((await api('/web-api/v1/orders/invoices/A-2/acquiring/_confirm/', {})).status).toBe(409);
  });

  it('leaving the page cancels the attempt; a second decision changes nothing', async () => {
    await insertAwaitingOrder(db, { orderNumber: 'A-3', amount: '100', ownerKey: `session:${SID}` });
    const started = await payments.startPayment('A-3');
    const url = E.isRight(started) ? started.right.paymentUrl : '';
    await sandboxPost(url, 'abandon');
    expect((await sandboxPost(url, 'pay')).headers.get('location')).toBe('/cart/thanks/A-3/?paymentTool=CARD_ONLINE');
    expect(await payments.reconcilePayment('A-3')).toEqual({ orderStatus: 'AWAITING_PAYMENT', paymentStatus: 'CANCELLED' });
  });

  it('the outbox delivers signed notifications to the endpoint, which answers OK; a repeat changes nothing', async () => {
    await insertAwaitingOrder(db, { orderNumber: 'A-4', amount: '4500', ownerKey: `session:${SID}` });
    const started = await payments.startPayment('A-4');
    await sandboxPost(E.isRight(started) ? started.right.paymentUrl : '', 'pay');
    // were decided while held back; released by pretending the hour has passed.
    await db
      .updateTable('sandbox_acquirer_notification')
      .set({ created_at: new Date(Date.now() - 7_200_000) })
      .execute();
    expect(await sandbox.deliverDue()).toBe(4);
    expect(await statusOf('A-4')).toBe('PAID');
    expect(await sandbox.deliverDue()).toBe(0);
    expect(await attempts('A-4')).toEqual([{ status: 'SUCCEEDED', payment_tool: 'CARD_ONLINE' }]);
  });

  it('the notification endpoint refuses forged, unknown-provider and oversized notifications', async () => {
    const post = (path: string, body: string) => app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const forged = signed(
      { TerminalKey: 'SandboxShop', OrderId: crypto.randomUUID(), Success: true, Status: 'CONFIRMED', PaymentId: 1, ErrorCode: '0', Amount: 100 },
      'guessed',
    );
    expect((await post('/payment-api/v1/notifications/sandbox', JSON.stringify(forged))).status).toBe(400);
    expect((await post('/payment-api/v1/notifications/tinkoff', JSON.stringify(forged))).status).toBe(404);
    expect((await post('/payment-api/v1/notifications/sandbox', JSON.stringify({ pad: 'x'.repeat(20_000) }))).status).toBe(400);
  });

  it('the sandbox refuses Init like T-Bank: a bad token, a zero amount, a repeated OrderId', async () => {
    const sandbox = sandboxAcquirerRoutes(postgresSandboxAcquirerStore(db), {
      terminalKey: 'T',
      password: 'p',
      merchantName: 'Магазин',
      publicUrl: '',
      decided: () => undefined,
    });
    const init = async (fields: Record<string, unknown>, password = 'p') =>
      (
        await sandbox.request('/v2/Init', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(signed(fields, password)) })
      ).json();
    const fields = { TerminalKey: 'T', Amount: 10000, OrderId: 'order-1', SuccessURL: '/s', FailURL: '/f', NotificationURL: '/n' };
    expect(await init(fields)).toMatchObject({ Success: true, ErrorCode: '0', Status: 'NEW', Amount: 10000 });
    expect(await init(fields)).toMatchObject({ Success: false, ErrorCode: '8' });
    expect(await init({ ...fields, OrderId: 'order-2' }, 'wrong')).toMatchObject({ Success: false, ErrorCode: '204' });
    expect(await init({ ...fields, OrderId: 'order-3', Amount: 0 })).toMatchObject({ Success: false, ErrorCode: '3' });
    expect(await init({ TerminalKey: 'T', OrderId: 'order-4' })).toMatchObject({ Success: false, ErrorCode: '9999' });
  });

  it('refuses to pay an order with nothing to pay, an unknown tool or order, and a malformed body', async () => {
    await insertAwaitingOrder(db, { orderNumber: 'A-5', amount: '0', ownerKey: `session:${SID}` });
    expect(await payments.startPayment('A-5')).toEqual({ _tag: 'Left', left: 'ORDER_NOT_PAYABLE' });
    expect((await api('/web-api/v1/orders/invoices/A-5/acquiring/_confirm/', { paymentTool: 'APPLE_PAY' })).status).toBe(400);
    expect((await api('/web-api/v1/orders/invoices/NOPE/acquiring/_confirm/', {})).status).toBe(404);
    expect((await api('/web-api/v1/orders/NOPE/payment-tools')).status).toBe(404);
    expect((await api('/web-api/v1/orders/invoices/A-4/acquiring/_confirm/', { paymentTool: 1 })).status).toBe(400);
  });
});
