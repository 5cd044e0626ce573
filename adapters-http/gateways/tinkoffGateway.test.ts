import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer, UNREACHABLE_URL } from '../../test-fixtures/fakeHttpServer';
import { tinkoffGateway, type TinkoffConfig } from './tinkoffGateway';
import { hasValidToken, signed } from './tinkoffToken';
import * as E from 'fp-ts/Either';

const PASSWORD = 'terminal-password';
let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;
let config: TinkoffConfig;

/** A local stand-in for securepay.tinkoff.ru answering Init, GetState and Cancel as documented. */
beforeAll(async () => {
  fake = await startFakeHttpServer((req, res) => {
    const body = JSON.parse(req.body) as Record<string, unknown>;
    if (!hasValidToken(body, PASSWORD)) return res.end(JSON.stringify({ Success: false, ErrorCode: '204', Message: 'Неверный токен' }));
    if (req.url.pathname === '/v2/Init') {
      if (body.OrderId === 'refused')
        return res.end(JSON.stringify({ Success: false, ErrorCode: '8', Message: 'Неверный статус', Details: 'OrderId уже использован' }));
      if (body.OrderId === 'broken') return res.writeHead(502).end('bad gateway');
      return res.end(
        JSON.stringify({
          Success: true,
          ErrorCode: '0',
          TerminalKey: body.TerminalKey,
          Status: 'NEW',
          PaymentId: 3093639567,
          OrderId: body.OrderId,
          Amount: body.Amount,
          PaymentURL: 'https://securepay.tinkoff.ru/new/fU1ppgqa',
        }),
      );
    }
    // Cancel of a CONFIRMED payment refunds it whole (CONFIRMED → REFUNDED); a payment refunded before cannot be cancelled again.
    if (req.url.pathname === '/v2/Cancel') {
      if (body.PaymentId === '3093639000') return res.end(JSON.stringify({ Success: false, ErrorCode: '7', Message: 'Неверный статус транзакции' }));
      return res.end(
        JSON.stringify({
          Success: true,
          ErrorCode: '0',
          TerminalKey: body.TerminalKey,
          Status: 'REFUNDED',
          PaymentId: body.PaymentId,
          OrderId: 'o',
          OriginalAmount: 199000,
          NewAmount: 0,
        }),
      );
    }
    if (req.url.pathname === '/v2/GetState')
      return res.end(JSON.stringify({ Success: true, ErrorCode: '0', Status: 'CONFIRMED', PaymentId: String(body.PaymentId), OrderId: 'o', Amount: 199000 }));
    res.writeHead(404).end('{}');
  });
  config = {
    provider: 'tinkoff',
    terminalKey: 'TinkoffBankTest',
    password: PASSWORD,
    notificationUrl: 'https://shop.example/payment-api/v1/notifications/tinkoff',
    baseUrl: fake.baseUrl,
  };
});
afterAll(() => fake.close());

const payment = (paymentId: string) => ({
  paymentId,
  orderNumber: '1000001',
  amount: new Decimal('1990.5'),
  currency: 'RUB' as const,
  description: 'Оплата заказа № 1000001',
  paymentTool: 'CARD_ONLINE',
  returnUrl: 'https://shop.example/cart/thanks/1000001/',
  failUrl: 'https://shop.example/cart/thanks/1000001/?failed',
});

describe('T-Bank Internet Acquiring v2 adapter against a local fake', () => {
  it('Init: sends the signed request with the amount in kopecks and answers the payment page', async () => {
    const result = await tinkoffGateway(config).createPayment(payment('6f1f5a9e-0000-4000-8000-000000000001'));
    expect(result).toEqual({ _tag: 'Right', right: { providerPaymentId: '3093639567', confirmationUrl: 'https://securepay.tinkoff.ru/new/fU1ppgqa' } });
    const sent = JSON.parse(fake.received.at(-1)!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({
      TerminalKey: 'TinkoffBankTest',
      Amount: 199050,
      Currency: 643,
      OrderId: '6f1f5a9e-0000-4000-8000-000000000001',
      PayType: 'O',
      SuccessURL: 'https://shop.example/cart/thanks/1000001/',
      FailURL: 'https://shop.example/cart/thanks/1000001/?failed',
      NotificationURL: 'https://shop.example/payment-api/v1/notifications/tinkoff',
    });
    expect(hasValidToken(sent, PASSWORD)).toBe(true);
  });

  it('Init refused (ErrorCode ≠ 0) is PAYMENT_REFUSED with the code; HTTP errors and no answer are PAYMENT_UNAVAILABLE', async () => {
    expect(await tinkoffGateway(config).createPayment(payment('refused'))).toEqual({
      _tag: 'Left',
      left: { _tag: 'PAYMENT_REFUSED', detail: '8 Неверный статус OrderId уже использован' },
    });
    expect(await tinkoffGateway({ ...config, password: 'wrong' }).createPayment(payment('x'))).toMatchObject({
      left: { _tag: 'PAYMENT_REFUSED', detail: '204 Неверный токен' },
    });
    expect(await tinkoffGateway(config).createPayment(payment('broken'))).toMatchObject({ left: { _tag: 'PAYMENT_UNAVAILABLE', detail: 'HTTP 502' } });
    expect(await tinkoffGateway({ ...config, baseUrl: UNREACHABLE_URL, timeoutMs: 2000 }).createPayment(payment('y'))).toMatchObject({
      left: { _tag: 'PAYMENT_UNAVAILABLE' },
    });
  });

  it('GetState: CONFIRMED is SUCCEEDED, the amount back in roubles', async () => {
    const state = await tinkoffGateway(config).paymentStatus('3093639567');
    expect(E.isRight(state) && { status: state.right.status, amount: state.right.amount.toString() }).toEqual({ status: 'SUCCEEDED', amount: '1990' });
  });

  it('Cancel of a paid payment: the signed request names the payment; REFUNDED ends it for us, a refusal is PAYMENT_REFUSED (issue 14)', async () => {
    expect(await tinkoffGateway(config).cancelPayment('3093639567')).toEqual({ _tag: 'Right', right: { status: 'CANCELLED' } });
    const sent = JSON.parse(fake.received.at(-1)!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ TerminalKey: 'TinkoffBankTest', PaymentId: '3093639567' });
    expect(hasValidToken(sent, PASSWORD)).toBe(true);
    expect(await tinkoffGateway(config).cancelPayment('3093639000')).toEqual({
      _tag: 'Left',
      left: { _tag: 'PAYMENT_REFUSED', detail: '7 Неверный статус транзакции' },
    });
  });

  const notification = {
    TerminalKey: 'TinkoffBankTest',
    OrderId: '6f1f5a9e-0000-4000-8000-000000000001',
    Success: true,
    Status: 'CONFIRMED',
    PaymentId: 3093639567,
    ErrorCode: '0',
    Amount: 199050,
    CardId: 322264,
    Pan: '430000******0777',
    ExpDate: '1122',
  };

  it('reads a signed notification, keeping no card data', () => {
    const read = tinkoffGateway(config).readNotification({ headers: {}, body: JSON.stringify(signed(notification, PASSWORD)) });
    expect(read._tag).toBe('Right');
    if (!E.isRight(read)) return;
    expect(read.right).toMatchObject({
      notificationId: '3093639567:CONFIRMED',
      paymentId: notification.OrderId,
      providerPaymentId: '3093639567',
      status: 'SUCCEEDED',
    });
    expect(read.right.amount.toString()).toBe('1990.5');
    expect(JSON.stringify(read.right.payload)).not.toContain('430000');
  });

  it('refuses a notification with a bad token, another terminal, a changed amount or no JSON', () => {
    const gateway = tinkoffGateway(config);
    const bodies = [
      JSON.stringify({ ...signed(notification, PASSWORD), Token: '0'.repeat(64) }),
      JSON.stringify(signed(notification, 'another-password')),
      JSON.stringify(signed({ ...notification, TerminalKey: 'Other' }, PASSWORD)),
      JSON.stringify({ ...signed(notification, PASSWORD), Amount: 100 }),
      'Status=CONFIRMED',
    ];
    for (const body of bodies) expect(gateway.readNotification({ headers: {}, body })).toEqual({ _tag: 'Left', left: 'INVALID_NOTIFICATION' });
  });
});
