import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANCEL_REASONS, cancelRefusal, isCancelReasonCode } from './orderCancellation';
import { ACTIVE_ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from './orderStatus';

const STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];

describe('cancelling an order (spec §3 Cancel order)', () => {
  it('allows exactly the active orders; a cancelled one is already cancelled, a paid one is refused', () => {
    fc.assert(fc.property(fc.constantFrom(...STATUSES), (status) => {
      expect(cancelRefusal(status) === null).toBe(ACTIVE_ORDER_STATUSES.includes(status));
    }));
    expect(cancelRefusal('CANCELLED')).toBe('ORDER_ALREADY_CANCELLED');
    expect(cancelRefusal('PAID')).toBe('ORDER_NOT_CANCELLABLE');
  });

  it('knows the listed reason codes and nothing else', () => {
    expect(CANCEL_REASONS.map((r) => r.name)).toEqual(['Передумал', 'Нашёл дешевле', 'Долгая доставка', 'Ошибся при оформлении', 'Другое']);
    for (const { code } of CANCEL_REASONS) expect(isCancelReasonCode(code)).toBe(true);
    fc.assert(fc.property(fc.string(), (code) => {
      expect(isCancelReasonCode(code)).toBe(CANCEL_REASONS.some((r) => r.code === code));
    }));
  });
});
