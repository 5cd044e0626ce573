import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANCEL_REASONS, cancelNote, cancelRefunds, cancelRefusal, isCancelReasonCode, refundStep } from './orderCancellation';
import { ACTIVE_ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from './orderStatus';

const STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];

describe('cancelling an order (spec §3 Cancel order)', () => {
  it('allows every order not yet handed over, refunding a paid one; a cancelled one is already cancelled, a received one is refused (issue 14)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATUSES), (status) => {
        expect(cancelRefusal(status) === null).toBe([...ACTIVE_ORDER_STATUSES, 'PAID'].includes(status));
        expect(cancelRefunds(status)).toBe(status === 'PAID');
        // Whatever cannot be cancelled, or is cancelled with a refund, the page says why.
        if (status === 'PAID' || status === 'RECEIVED') expect(cancelNote(status)).toBeTruthy();
      }),
    );
    expect(cancelRefusal('CANCELLED')).toBe('ORDER_ALREADY_CANCELLED');
    expect(cancelRefusal('RECEIVED')).toBe('ORDER_NOT_CANCELLABLE');
    expect(cancelRefusal('PAID')).toBeNull();
  });

  it('refunds a paid payment once: asks the acquirer to cancel only while it holds the money', () => {
    expect(refundStep('SUCCEEDED')).toBe('CANCEL_AT_ACQUIRER');
    expect(refundStep('CANCELLED')).toBe('ALREADY_REFUNDED');
    expect(refundStep('PENDING')).toBe('CANNOT_REFUND');
    expect(refundStep('FAILED')).toBe('CANNOT_REFUND');
  });

  it('knows the listed reason codes and nothing else', () => {
    expect(CANCEL_REASONS.map((r) => r.name)).toEqual(['Передумал', 'Нашёл дешевле', 'Долгая доставка', 'Ошибся при оформлении', 'Другое']);
    for (const { code } of CANCEL_REASONS) expect(isCancelReasonCode(code)).toBe(true);
    fc.assert(
      fc.property(fc.string(), (code) => {
        expect(isCancelReasonCode(code)).toBe(CANCEL_REASONS.some((r) => r.code === code));
      }),
    );
  });
});
