import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import type { OrderStatus } from '../order/orderStatus';
import { paymentTransition, type PaymentStatus } from './paymentTransition';

const state = (paymentStatus: PaymentStatus, orderStatus: OrderStatus = 'AWAITING_PAYMENT') => ({
  paymentStatus,
  paymentAmount: '1990.00',
  orderStatus,
  amountToPay: '1990',
});

describe('payment transition (spec §7 Orders payment calls)', () => {
  it('pays a pending payment and its awaiting order for the exact sum', () => {
    expect(paymentTransition(state('PENDING'), { status: 'SUCCEEDED', amount: '1990' })).toEqual({ paymentStatus: 'SUCCEEDED', payOrder: true, anomaly: null });
  });

  it('never un-pays: a failure after a success changes nothing', () => {
    expect(paymentTransition(state('SUCCEEDED', 'PAID'), { status: 'FAILED', amount: '1990' })).toEqual({
      paymentStatus: 'SUCCEEDED',
      payOrder: false,
      anomaly: null,
    });
  });

  it('takes a repeated success report as the same fact, with nothing to flag', () => {
    expect(paymentTransition(state('SUCCEEDED', 'PAID'), { status: 'SUCCEEDED', amount: '1990' })).toEqual({
      paymentStatus: 'SUCCEEDED',
      payOrder: false,
      anomaly: null,
    });
  });

  it('refuses another sum, a second success for a paid order, and flags money taken for a cancelled order', () => {
    expect(paymentTransition(state('PENDING'), { status: 'SUCCEEDED', amount: '1989.99' })).toEqual({
      paymentStatus: 'PENDING',
      payOrder: false,
      anomaly: 'AMOUNT_MISMATCH',
    });
    expect(paymentTransition(state('PENDING', 'PAID'), { status: 'SUCCEEDED', amount: '1990' }).anomaly).toBe('ORDER_NOT_PAYABLE');
    expect(paymentTransition(state('PENDING', 'CANCELLED'), { status: 'SUCCEEDED', amount: '1990' })).toEqual({
      paymentStatus: 'SUCCEEDED',
      payOrder: false,
      anomaly: 'ORDER_NOT_PAYABLE',
    });
  });

  it('ends a pending payment on failure or cancellation, and the first end stays', () => {
    expect(paymentTransition(state('PENDING'), { status: 'CANCELLED', amount: '1990' }).paymentStatus).toBe('CANCELLED');
    expect(paymentTransition(state('CANCELLED'), { status: 'FAILED', amount: '1990' }).paymentStatus).toBe('CANCELLED');
    expect(paymentTransition(state('FAILED'), { status: 'PENDING', amount: '1990' }).paymentStatus).toBe('FAILED');
  });

  // Several attempts of one order; reports (notifications and reconciliations alike) repeat and interleave.
  const report = fc.record({
    attempt: fc.nat(2),
    status: fc.constantFrom<PaymentStatus>('PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED'),
    offBy: fc.constantFrom(0, 0, 0, 1),
  });

  it('leaves at most one SUCCEEDED payment, and the order PAID iff a success with the right sum arrived', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(0, 0, 1), { minLength: 3, maxLength: 3 }), fc.array(report, { maxLength: 30 }), (wrongAmount, reports) => {
        const amountToPay = new Decimal('1990');
        const payments = wrongAmount.map((w) => ({ status: 'PENDING' as PaymentStatus, amount: amountToPay.plus(w) }));
        let order: OrderStatus = 'AWAITING_PAYMENT';
        let rightSuccessArrived = false;
        for (const r of reports) {
          const payment = payments[r.attempt]!;
          const amount = payment.amount.plus(r.offBy);
          const before = payment.status;
          const t = paymentTransition(
            { paymentStatus: payment.status, paymentAmount: payment.amount, orderStatus: order, amountToPay },
            { status: r.status, amount },
          );
          if (before === 'SUCCEEDED') expect(t.paymentStatus).toBe('SUCCEEDED');
          if (order === 'PAID') expect(t.payOrder).toBe(false);
          payment.status = t.paymentStatus;
          if (t.payOrder) order = 'PAID';
          if (r.status === 'SUCCEEDED' && amount.equals(payment.amount) && amount.equals(amountToPay)) rightSuccessArrived = true;
          expect(payments.filter((p) => p.status === 'SUCCEEDED').length).toBeLessThanOrEqual(1);
        }
        expect(order === 'PAID').toBe(rightSuccessArrived);
      }),
      { numRuns: 500 },
    );
  });
});
