import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './orderStatus';
import { CANCEL_REASONS, cancelReasonName } from './orderCancellation';
import { returnDeadline, returnDeadlineOf } from '../returns/returnRules';

describe('what the profile tells of an order’s outcome (spec §3 Cancel order, Return order)', () => {
  it('names the reason a customer gave, and shows the code of one no longer offered', () => {
    expect(cancelReasonName('LONG_DELIVERY')).toBe('Долгая доставка');
    for (const r of CANCEL_REASONS) expect(cancelReasonName(r.code)).toBe(r.name);
    expect(cancelReasonName('RETIRED_REASON')).toBe('RETIRED_REASON');
  });

  it('gives a return deadline to received orders only: 14 days not counting the day of receipt', () => {
    const received = new Date('2026-11-02T09:00:00Z');
    expect(returnDeadlineOf('RECEIVED', received)?.toISOString()).toBe('2026-11-16T20:59:59.999Z');
    expect(returnDeadlineOf('RECEIVED', null)).toBeNull();
    fc.assert(
      fc.property(
        fc.constantFrom<OrderStatus>('AWAITING_PAYMENT', 'CREATED', 'PAID', 'CANCELLED', 'RECEIVED'),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (status, at) => {
          expect(returnDeadlineOf(status, at)).toEqual(status === 'RECEIVED' ? returnDeadline(at) : null);
        },
      ),
    );
  });
});
