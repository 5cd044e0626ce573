import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountChangeVerdict, supersedeAction } from './paymentSupersession';
import { paymentTransition, type PaymentStatus } from './paymentTransition';

const STATUSES: readonly PaymentStatus[] = ['PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED'];
const attempt = fc.record({ status: fc.constantFrom(...STATUSES), registered: fc.boolean() });

describe('a pending payment when an operator changes the order amount (spec §6 ADD_PRODUCT, §9)', () => {
  it('cancels at the acquirer what is unpaid there, and applies what it settled', () => {
    expect(supersedeAction('PENDING')).toBe('CANCEL_AT_ACQUIRER');
    expect(supersedeAction('SUCCEEDED')).toBe('APPLY_REPORT');
    expect(supersedeAction('CANCELLED')).toBe('APPLY_REPORT');
  });

  it('refuses the change while a payment page for the old sum is open, supersedes attempts that never got one', () => {
    expect(amountChangeVerdict([{ status: 'PENDING', registered: true }])).toEqual({ _tag: 'PAYMENT_IN_PROGRESS' });
    expect(
      amountChangeVerdict([
        { status: 'CANCELLED', registered: true },
        { status: 'PENDING', registered: false },
      ]),
    ).toEqual({ _tag: 'ALLOWED', supersede: [1] });
    expect(amountChangeVerdict([])).toEqual({ _tag: 'ALLOWED', supersede: [] });
  });

  it('a change goes ahead only when no attempt is left pending after it', () => {
    fc.assert(
      fc.property(fc.array(attempt, { maxLength: 6 }), (attempts) => {
        const verdict = amountChangeVerdict(attempts);
        if (verdict._tag === 'PAYMENT_IN_PROGRESS') {
          expect(attempts.some((a) => a.status === 'PENDING' && a.registered)).toBe(true);
          return;
        }
        const after = attempts.map((a, i) => (verdict.supersede.includes(i) ? 'CANCELLED' : a.status));
        expect(after).not.toContain('PENDING');
        // Only pending attempts are touched: a settled payment (money recorded) is never rewritten.
        for (const i of verdict.supersede) expect(attempts[i]!.status).toBe('PENDING');
      }),
    );
  });

  it('the defect: a payment for the old sum never pays the changed order, it is flagged', () => {
    expect(
      paymentTransition(
        { paymentStatus: 'PENDING', paymentAmount: '1990', orderStatus: 'AWAITING_PAYMENT', amountToPay: '2490' },
        { status: 'SUCCEEDED', amount: '1990' },
      ),
    ).toEqual({ paymentStatus: 'PENDING', payOrder: false, anomaly: 'AMOUNT_MISMATCH' });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(...STATUSES), (kopecks, added, status) => {
        const old = new Decimal(kopecks).div(100);
        const t = paymentTransition(
          { paymentStatus: status, paymentAmount: old, orderStatus: 'AWAITING_PAYMENT', amountToPay: old.plus(new Decimal(added).div(100)) },
          { status: 'SUCCEEDED', amount: old },
        );
        expect(t.payOrder).toBe(false);
      }),
    );
  });
});
