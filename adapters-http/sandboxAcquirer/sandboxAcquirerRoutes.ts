import * as E from 'fp-ts/Either';
import { Hono, type Context } from 'hono';
import * as t from 'io-ts';
import { currencyOfNumeric } from '../../domain/money/currency';
import { hasValidToken } from '../gateways/tinkoffToken';
import type { SandboxAcquirerStore } from './SandboxAcquirerStore';
import { sandboxPaymentPage } from './sandboxPaymentPage';

export interface SandboxAcquirerConfig {
  readonly terminalKey: string;
  readonly password: string;
  readonly merchantName: string;
  /** Prefix of the payment page address given to the payer: the shop's public address, or empty for a same-origin path. */
  readonly publicUrl: string;
  /** Called after the payer decided, so a notification not held back goes out at once. */
  readonly decided: () => void;
}

const Init = t.intersection([
  t.type({ TerminalKey: t.string, Amount: t.number, OrderId: t.string, Token: t.string, SuccessURL: t.string, FailURL: t.string, NotificationURL: t.string }),
  t.partial({ Description: t.string, Currency: t.number }),
]);
const GetState = t.type({ TerminalKey: t.string, PaymentId: t.union([t.string, t.number]), Token: t.string });
const Cancel = t.intersection([t.type({ TerminalKey: t.string, PaymentId: t.union([t.string, t.number]), Token: t.string }), t.partial({ Amount: t.number })]);
const Decision = t.type({ action: t.keyof({ pay: null, fail: null, abandon: null }) });

// Refusals in T-Bank's answer format; the codes are the sandbox's own.
const refused = (c: Context, ErrorCode: string, Message: string) => c.json({ Success: false, ErrorCode, Message, Details: '' });

/**
 * The sandbox acquirer: a local stand-in for T-Bank speaking its Internet Acquiring v2 protocol
 * (Init, GetState, Cancel with the Token signature) with a payment page where the payer succeeds, fails or
 * leaves; the outcome is notified from an outbox and the payer is sent back to SuccessURL or FailURL.
 */
export function sandboxAcquirerRoutes(store: SandboxAcquirerStore, config: SandboxAcquirerConfig) {
  const readJson = async (c: Context) => c.req.json<unknown>().catch(() => undefined);
  const authentic = (body: Record<string, unknown>) => body.TerminalKey === config.terminalKey && hasValidToken(body, config.password);

  return (
    new Hono()
      .post('/v2/Init', async (c) => {
        const body = await readJson(c);
        const init = Init.decode(body);
        if (E.isLeft(init)) return refused(c, '9999', 'Неверные параметры запроса');
        if (!authentic(body as Record<string, unknown>)) return refused(c, '204', 'Неверный токен. Проверьте пару TerminalKey/SecretKey.');
        const { Amount, Currency, OrderId, Description, SuccessURL, FailURL, NotificationURL, TerminalKey } = init.right;
        if (!Number.isInteger(Amount) || Amount <= 0) return refused(c, '3', 'Сумма должна быть больше нуля');
        // Without Currency a terminal charges its own currency: the sandbox's is the rouble, like T-Bank's.
        const currency = Currency === undefined ? 'RUB' : currencyOfNumeric(Currency);
        if (!currency) return refused(c, '9999', 'Валюта не поддерживается терминалом');
        const payment = await store.register({
          terminalKey: TerminalKey,
          orderId: OrderId,
          amount: Amount,
          currency,
          description: Description ?? '',
          successUrl: SuccessURL,
          failUrl: FailURL,
          notificationUrl: NotificationURL,
        });
        if (payment === 'DUPLICATE_ORDER_ID') return refused(c, '8', 'Заказ с таким OrderId уже зарегистрирован');
        return c.json({
          Success: true,
          ErrorCode: '0',
          TerminalKey,
          Status: 'NEW',
          PaymentId: payment.paymentId,
          OrderId,
          Amount,
          PaymentURL: `${config.publicUrl}/sandbox-acquirer/pay/${payment.paymentId}`,
        });
      })
      .post('/v2/GetState', async (c) => {
        const body = await readJson(c);
        const request = GetState.decode(body);
        if (E.isLeft(request)) return refused(c, '9999', 'Неверные параметры запроса');
        if (!authentic(body as Record<string, unknown>)) return refused(c, '204', 'Неверный токен. Проверьте пару TerminalKey/SecretKey.');
        const payment = await paymentOf(String(request.right.PaymentId));
        if (!payment || payment.terminalKey !== request.right.TerminalKey) return refused(c, '7', 'Неверный статус транзакции');
        return c.json({
          Success: true,
          ErrorCode: '0',
          TerminalKey: payment.terminalKey,
          Status: payment.status,
          PaymentId: payment.paymentId,
          OrderId: payment.orderId,
          Amount: payment.amount,
        });
      })
      // T-Bank's Cancel (Amount ignored: always the whole sum): a NEW payment becomes CANCELED and its page no longer
      // pays; a CONFIRMED one is refunded (REFUNDED), once — whatever else, or a second Cancel, is refused (docs/orders.md).
      .post('/v2/Cancel', async (c) => {
        const body = await readJson(c);
        const request = Cancel.decode(body);
        if (E.isLeft(request)) return refused(c, '9999', 'Неверные параметры запроса');
        if (!authentic(body as Record<string, unknown>)) return refused(c, '204', 'Неверный токен. Проверьте пару TerminalKey/SecretKey.');
        const known = await paymentOf(String(request.right.PaymentId));
        if (!known || known.terminalKey !== request.right.TerminalKey) return refused(c, '7', 'Неверный статус транзакции');
        const ended =
          known.status === 'NEW'
            ? (await store.decide(known.paymentId, 'CANCELED'))?.status === 'CANCELED'
            : known.status === 'CONFIRMED' && (await store.refund(known.paymentId));
        if (!ended) return refused(c, '7', 'Неверный статус транзакции');
        config.decided();
        return c.json({
          Success: true,
          ErrorCode: '0',
          TerminalKey: known.terminalKey,
          Status: known.status === 'NEW' ? 'CANCELED' : 'REFUNDED',
          PaymentId: known.paymentId,
          OrderId: known.orderId,
          OriginalAmount: known.amount,
          NewAmount: 0,
        });
      })
      .get('/pay/:paymentId', async (c) => {
        const payment = await paymentOf(c.req.param('paymentId'));
        if (!payment) return c.text('Платёж не найден', 404);
        return c.html(sandboxPaymentPage(payment, config.merchantName));
      })
      .post('/pay/:paymentId', async (c) => {
        const decision = Decision.decode(await c.req.parseBody().catch(() => undefined));
        if (E.isLeft(decision)) return c.text('Некорректный запрос', 400);
        const { action } = decision.right;
        const payment = await store.decide(c.req.param('paymentId'), action === 'pay' ? 'CONFIRMED' : action === 'fail' ? 'REJECTED' : 'CANCELED');
        if (!payment) return c.text('Платёж не найден', 404);
        config.decided();
        return c.redirect(payment.status === 'CONFIRMED' ? payment.successUrl : payment.failUrl, 303);
      })
  );

  async function paymentOf(paymentId: string) {
    return /^\d{1,18}$/.test(paymentId) ? store.find(paymentId) : undefined;
  }
}
