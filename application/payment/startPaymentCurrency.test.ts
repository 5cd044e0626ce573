import Decimal from 'decimal.js';
import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import type { CurrencyCode } from '../../domain/money/currency';
import type { PaymentGateway } from './PaymentGateway';
import type { PaymentRepository } from './PaymentRepository';
import { startPayment } from './startPayment';

const order = (currency: CurrencyCode) => ({
  orderNumber: '1001',
  ownerKey: 'session:s',
  customerId: null,
  status: 'AWAITING_PAYMENT' as const,
  paymentMethod: 'ONLINE',
  paymentTool: 'CARD',
  amountToPay: new Decimal('185.00'),
  currency,
});

function deps(currency: CurrencyCode, currencies: readonly CurrencyCode[]) {
  const payments: PaymentRepository = {
    findOrder: async () => order(currency),
    addPayment: vi.fn(async () => undefined),
    setAcquirerPayment: vi.fn(async () => undefined),
    latestPayment: async () => undefined,
    applyReport: vi.fn(),
  };
  const gateway = {
    provider: 'tinkoff',
    currencies,
    acknowledgement: 'OK',
    createPayment: vi.fn(async () => E.right({ providerPaymentId: 'p', confirmationUrl: 'https://pay.test/p' })),
  } as unknown as PaymentGateway;
  return { payments, gateway, ids: { uuid: () => 'pay-1' }, shopUrl: '' };
}

describe('startPayment and the acquirer currencies (docs/architecture.md, Markets)', () => {
  it('never sends an order in BYN to a terminal that takes roubles only', async () => {
    const d = deps('BYN', ['RUB']);
    expect(await startPayment(d)('1001')).toEqual(E.left('PAYMENT_UNAVAILABLE'));
    expect(d.payments.addPayment).not.toHaveBeenCalled();
    expect(d.gateway.createPayment).not.toHaveBeenCalled();
  });

  it('opens the payment page when the acquirer takes the currency', async () => {
    expect(await startPayment(deps('BYN', ['RUB', 'BYN']))('1001')).toEqual(E.right({ paymentUrl: 'https://pay.test/p' }));
    expect(await startPayment(deps('RUB', ['RUB']))('1001')).toEqual(E.right({ paymentUrl: 'https://pay.test/p' }));
  });
});
