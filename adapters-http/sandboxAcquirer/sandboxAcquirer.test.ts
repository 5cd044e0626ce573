import Decimal from 'decimal.js';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { tinkoffGateway } from '../gateways/tinkoffGateway';
import { signed } from '../gateways/tinkoffToken';
import type { SandboxAcquirerStore, SandboxPayment } from './SandboxAcquirerStore';
import { sandboxAcquirerRoutes } from './sandboxAcquirerRoutes';
import type { CurrencyCode } from '../../domain/money/currency';

const PASSWORD = 'sandbox-cancel-password';

/** The sandbox's store in memory: enough for Init, Cancel, GetState and the payer's decision. */
function memoryStore(): SandboxAcquirerStore {
  const payments = new Map<string, SandboxPayment>();
  return {
    register: async (p) => {
      if ([...payments.values()].some((x) => x.orderId === p.orderId)) return 'DUPLICATE_ORDER_ID';
      const payment = { ...p, paymentId: String(1000 + payments.size), status: 'NEW' as const };
      payments.set(payment.paymentId, payment);
      return payment;
    },
    find: async (id) => payments.get(id),
    decide: async (id, status) => {
      const p = payments.get(id);
      if (p?.status === 'NEW') payments.set(id, { ...p, status });
      return payments.get(id);
    },
    refund: async (id) => {
      const p = payments.get(id);
      if (p?.status === 'CONFIRMED') payments.set(id, { ...p, status: 'REFUNDED' });
      return p?.status === 'CONFIRMED';
    },
    due: async () => [],
    delivered: async () => undefined,
    retryLater: async () => undefined,
  };
}

function sandbox() {
  const routes = sandboxAcquirerRoutes(memoryStore(), {
    terminalKey: 'SandboxShop',
    password: PASSWORD,
    merchantName: 'Магазин',
    publicUrl: '',
    decided: () => undefined,
  });
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) =>
    routes.request(new URL(String(input)).pathname.replace('/sandbox-acquirer', ''), init)) as typeof fetch;
  const gateway = tinkoffGateway(
    { provider: 'sandbox', terminalKey: 'SandboxShop', password: PASSWORD, baseUrl: 'http://in-process.invalid/sandbox-acquirer', notificationUrl: '/n' },
    fetchFn,
  );
  return { routes, gateway };
}

const opened = async (gateway: ReturnType<typeof sandbox>['gateway'], paymentId: string, currency: CurrencyCode = 'RUB', amount = '1990') => {
  const created = await gateway.createPayment({
    paymentId,
    orderNumber: '1',
    amount: new Decimal(amount),
    currency,
    description: 'Оплата заказа № 1',
    paymentTool: 'CARD_ONLINE',
    returnUrl: '/r',
    failUrl: '/f',
  });
  if (E.isLeft(created)) throw new Error(created.left.detail);
  return created.right.providerPaymentId;
};

describe('T-Bank Cancel of a NEW payment, against the sandbox acquirer', () => {
  it('cancels an unpaid payment: GetState says CANCELED and its page no longer pays', async () => {
    const { routes, gateway } = sandbox();
    const id = await opened(gateway, 'pay-1');
    expect(await gateway.cancelPayment(id)).toEqual(E.right({ status: 'CANCELLED' }));
    expect(await gateway.paymentStatus(id)).toEqual(E.right({ status: 'CANCELLED', amount: new Decimal('1990') }));
    const paid = await routes.request(`/pay/${id}`, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
    expect(paid.headers.get('location')).toBe('/f');
    expect(await gateway.paymentStatus(id)).toEqual(E.right({ status: 'CANCELLED', amount: new Decimal('1990') }));
  });

  it("refunds a paid payment once, as T-Bank's Cancel of a CONFIRMED payment does (issue 14); a second Cancel is refused", async () => {
    const { routes, gateway } = sandbox();
    const id = await opened(gateway, 'pay-2');
    await routes.request(`/pay/${id}`, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
    expect(await gateway.cancelPayment(id)).toEqual(E.right({ status: 'CANCELLED' }));
    expect(await gateway.paymentStatus(id)).toEqual(E.right({ status: 'CANCELLED', amount: new Decimal('1990') }));
    expect(await gateway.cancelPayment(id)).toEqual(E.left({ _tag: 'PAYMENT_REFUSED', detail: '7 Неверный статус транзакции' }));
  });

  it('refuses what it cannot cancel: a refused or already cancelled payment, an unknown one, a bad token', async () => {
    const { routes, gateway } = sandbox();
    const id = await opened(gateway, 'pay-4');
    await routes.request(`/pay/${id}`, { method: 'POST', body: new URLSearchParams({ action: 'fail' }) });
    expect(await gateway.cancelPayment(id)).toEqual(E.left({ _tag: 'PAYMENT_REFUSED', detail: '7 Неверный статус транзакции' }));
    const other = await opened(gateway, 'pay-3');
    await gateway.cancelPayment(other);
    expect(E.isLeft(await gateway.cancelPayment(other))).toBe(true);
    expect(E.isLeft(await gateway.cancelPayment('999999'))).toBe(true);
    const forged = await routes.request('/v2/Cancel', {
      method: 'POST',
      body: JSON.stringify(signed({ TerminalKey: 'SandboxShop', PaymentId: other }, 'wrong')),
    });
    expect(await forged.json()).toMatchObject({ Success: false, ErrorCode: '204' });
    const malformed = await routes.request('/v2/Cancel', { method: 'POST', body: '{"PaymentId":1}' });
    expect(await malformed.json()).toMatchObject({ Success: false, ErrorCode: '9999' });
  });
});

describe('the sandbox payment page', () => {
  it('shows the sum in the currency Init named, kopecks as two digits (issue 14: «Сумма 9 898,2 ₽»)', async () => {
    const { routes, gateway } = sandbox();
    const roubles = await (await routes.request(`/pay/${await opened(gateway, 'page-1', 'RUB', '9898.2')}`)).text();
    expect(roubles).toContain('9\u00a0898,20\u00a0₽');
    const kroner = await (await routes.request(`/pay/${await opened(gateway, 'page-2', 'DKK', '152.5')}`)).text();
    expect(kroner).toMatch(/152,50\u00a0kr/);
    expect(kroner).not.toContain('₽');
  });
});
