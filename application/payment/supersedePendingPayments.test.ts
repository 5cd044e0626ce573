import Decimal from 'decimal.js';
import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentStatus } from '../../domain/payment/paymentTransition';
import type { GatewayFailure, PaymentGateway } from './PaymentGateway';
import type { PaymentRecord, PaymentRepository } from './PaymentRepository';
import { supersedePendingPayments } from './supersedePendingPayments';

const attempt = (changes: Partial<PaymentRecord> = {}): PaymentRecord => ({
  id: 'pay-1',
  orderNumber: '1001',
  provider: 'tinkoff',
  providerPaymentId: '555',
  confirmationUrl: 'https://pay.test/555',
  paymentTool: 'CARD_ONLINE',
  amount: new Decimal('1990'),
  status: 'PENDING',
  ...changes,
});
const down: GatewayFailure = { _tag: 'PAYMENT_UNAVAILABLE', detail: 'timeout' };

function setup(acquirer: { state: E.Either<GatewayFailure, PaymentStatus>; cancel?: E.Either<GatewayFailure, PaymentStatus> }, pending = [attempt()]) {
  const decided: unknown[] = [];
  const payments = {
    applyReport: vi.fn(async (_target, decide) => {
      decided.push(decide({ paymentStatus: 'PENDING', paymentAmount: '1990', orderStatus: 'AWAITING_PAYMENT', amountToPay: '1990' }));
      return { _tag: 'DUPLICATE' as const };
    }),
  } as unknown as PaymentRepository;
  const gateway = {
    provider: 'tinkoff',
    paymentStatus: async () => E.map((status: PaymentStatus) => ({ status, amount: new Decimal('1990') }))(acquirer.state),
    cancelPayment: vi.fn(async () => E.map((status: PaymentStatus) => ({ status }))(acquirer.cancel ?? E.right('CANCELLED'))),
  } as unknown as PaymentGateway;
  const run = supersedePendingPayments({ payments, gateway, pending: { pendingOf: async () => pending } });
  return { run: () => run('1001'), decided, gateway };
}

describe('superseding the pending payment of an order whose amount changes (docs/orders.md)', () => {
  it('cancels at the acquirer what is unpaid there and records it CANCELLED', async () => {
    const s = setup({ state: E.right('PENDING') });
    expect(await s.run()).toEqual(E.right(undefined));
    expect(s.gateway.cancelPayment).toHaveBeenCalledWith('555');
    expect(s.decided).toEqual([{ paymentStatus: 'CANCELLED', payOrder: false, anomaly: null }]);
  });

  it('records money taken meanwhile instead of cancelling: the order is paid for the old sum', async () => {
    const s = setup({ state: E.right('SUCCEEDED') });
    expect(await s.run()).toEqual(E.right(undefined));
    expect(s.gateway.cancelPayment).not.toHaveBeenCalled();
    expect(s.decided).toEqual([{ paymentStatus: 'SUCCEEDED', payOrder: true, anomaly: null }]);
  });

  it("answers PAYMENT_IN_PROGRESS when the acquirer cannot be asked, refuses the cancel, or the attempt is another acquirer's", async () => {
    expect(await setup({ state: E.left(down) }).run()).toEqual(E.left('PAYMENT_IN_PROGRESS'));
    const refused = setup({ state: E.right('PENDING'), cancel: E.left({ _tag: 'PAYMENT_REFUSED', detail: '7' }) });
    expect(await refused.run()).toEqual(E.left('PAYMENT_IN_PROGRESS'));
    expect(refused.decided).toEqual([]);
    expect(await setup({ state: E.right('PENDING') }, [attempt({ provider: 'sandbox' })]).run()).toEqual(E.left('PAYMENT_IN_PROGRESS'));
  });

  it("leaves attempts the acquirer never answered to the change's own transaction", async () => {
    const s = setup({ state: E.left(down) }, [attempt({ providerPaymentId: null, confirmationUrl: null })]);
    expect(await s.run()).toEqual(E.right(undefined));
    expect(s.decided).toEqual([]);
  });
});
