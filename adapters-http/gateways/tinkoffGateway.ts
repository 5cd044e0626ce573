import Decimal from 'decimal.js';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { GatewayFailure, PaymentGateway } from '../../application/payment/PaymentGateway';
import type { PaymentStatus } from '../../domain/payment/paymentTransition';
import { hasValidToken, signed } from './tinkoffToken';
import { CURRENCY_NUMERIC, type CurrencyCode } from '../../domain/money/currency';

export interface TinkoffConfig {
  /** The name in the payment table and the notification path: tinkoff, or sandbox for the local stand-in. */
  readonly provider: string;
  readonly terminalKey: string;
  readonly password: string;
  /** Where T-Bank POSTs notifications: {shop}/payment-api/v1/notifications/{provider}. */
  readonly notificationUrl: string;
  /** https://securepay.tinkoff.ru by default; the sandbox acquirer or a fake in tests. */
  readonly baseUrl?: string;
  readonly timeoutMs?: number;
  /** What the terminal takes: a T-Bank terminal is in roubles (the default); the sandbox takes every market's currency. */
  readonly currencies?: readonly CurrencyCode[];
}

const Answer = t.intersection([
  t.type({ Success: t.boolean, ErrorCode: t.string }),
  t.partial({ Message: t.string, Details: t.string, PaymentId: t.union([t.string, t.number]), PaymentURL: t.string, Status: t.string, Amount: t.number }),
]);
type Answer = t.TypeOf<typeof Answer>;

const Notification = t.type({
  TerminalKey: t.string,
  OrderId: t.string,
  Success: t.boolean,
  Status: t.string,
  PaymentId: t.union([t.string, t.number]),
  ErrorCode: t.string,
  Amount: t.number,
});

/**
 * Our state for a T-Bank payment status (one-stage payments): CONFIRMED is paid; REJECTED and
 * AUTH_FAIL failed; CANCELED, DEADLINE_EXPIRED, REVERSED and refunds ended it; the rest are in progress.
 */
function tinkoffStatus(status: string): PaymentStatus {
  if (status === 'CONFIRMED') return 'SUCCEEDED';
  if (status === 'REJECTED' || status === 'AUTH_FAIL') return 'FAILED';
  if (['CANCELED', 'DEADLINE_EXPIRED', 'REVERSED', 'REFUNDED', 'PARTIAL_REFUNDED'].includes(status)) return 'CANCELLED';
  return 'PENDING';
}

const roubles = (kopecks: number) => new Decimal(kopecks).div(100);
const unavailable = (detail: string) => E.left<GatewayFailure>({ _tag: 'PAYMENT_UNAVAILABLE', detail });

/**
 * T-Bank Internet Acquiring API v2 (developer.tbank.ru/eacq): Init opens a payment and answers the
 * address of T-Bank's payment form (PaymentURL), GetState reads its status, Cancel ends it, and notifications are
 * POSTed JSON signed with the same Token, acknowledged with the text OK. OrderId is our payment id.
 */
export function tinkoffGateway(config: TinkoffConfig, fetchFn: typeof fetch = fetch): PaymentGateway {
  const baseUrl = config.baseUrl ?? 'https://securepay.tinkoff.ru';

  const call = async (method: string, fields: Record<string, unknown>): Promise<E.Either<GatewayFailure, Answer>> => {
    let body: unknown;
    try {
      const response = await fetchFn(`${baseUrl}/v2/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signed({ TerminalKey: config.terminalKey, ...fields }, config.password)),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
      if (!response.ok) return unavailable(`HTTP ${response.status}`);
      body = await response.json();
    } catch (error) {
      return unavailable(error instanceof Error ? error.message : 'network error');
    }
    const answer = Answer.decode(body);
    if (E.isLeft(answer)) return unavailable('unreadable answer');
    if (!answer.right.Success || answer.right.ErrorCode !== '0') {
      const { ErrorCode, Message, Details } = answer.right;
      return E.left({ _tag: 'PAYMENT_REFUSED', detail: [ErrorCode, Message, Details].filter(Boolean).join(' ') });
    }
    return answer;
  };

  return {
    provider: config.provider,
    currencies: config.currencies ?? ['RUB'],
    acknowledgement: 'OK',
    createPayment: async (payment) => {
      const answer = await call('Init', {
        Amount: payment.amount.times(100).toDecimalPlaces(0).toNumber(),
        Currency: CURRENCY_NUMERIC[payment.currency],
        OrderId: payment.paymentId,
        Description: payment.description.slice(0, 140),
        PayType: 'O',
        Language: 'ru',
        SuccessURL: payment.returnUrl,
        FailURL: payment.failUrl,
        NotificationURL: config.notificationUrl,
      });
      if (E.isLeft(answer)) return answer;
      const { PaymentId, PaymentURL } = answer.right;
      if (PaymentId === undefined || !PaymentURL) return unavailable('Init answered without PaymentId or PaymentURL');
      return E.right({ providerPaymentId: String(PaymentId), confirmationUrl: PaymentURL });
    },
    paymentStatus: async (providerPaymentId) => {
      const answer = await call('GetState', { PaymentId: providerPaymentId });
      if (E.isLeft(answer)) return answer;
      const { Status, Amount } = answer.right;
      if (Status === undefined || Amount === undefined) return unavailable('GetState answered without Status or Amount');
      return E.right({ status: tinkoffStatus(Status), amount: roubles(Amount) });
    },
    // Cancel of a NEW payment ends it as CANCELED; of a paid one it refunds (REFUNDED, REVERSED): both end it for us.
    cancelPayment: async (providerPaymentId) => {
      const answer = await call('Cancel', { PaymentId: providerPaymentId });
      if (E.isLeft(answer)) return answer;
      if (answer.right.Status === undefined) return unavailable('Cancel answered without Status');
      return E.right({ status: tinkoffStatus(answer.right.Status) });
    },
    readNotification: ({ body }) => {
      let fields: unknown;
      try {
        fields = JSON.parse(body);
      } catch {
        return E.left('INVALID_NOTIFICATION');
      }
      const notice = Notification.decode(fields);
      if (E.isLeft(notice) || notice.right.TerminalKey !== config.terminalKey || !hasValidToken(fields as Record<string, unknown>, config.password)) {
        return E.left('INVALID_NOTIFICATION');
      }
      const { OrderId, PaymentId, Status, Amount, Success, ErrorCode } = notice.right;
      return E.right({
        notificationId: `${PaymentId}:${Status}`,
        paymentId: OrderId,
        providerPaymentId: String(PaymentId),
        status: tinkoffStatus(Status),
        amount: roubles(Amount),
        // Kept without the masked card number T-Bank also sends: card data stays with the acquirer.
        payload: { OrderId, PaymentId, Status, Amount, Success, ErrorCode },
      });
    },
  };
}
