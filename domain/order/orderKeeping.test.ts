import { describe, expect, it } from 'vitest';
import { keptUntil, prolongRefusal, type KeptOrder } from './orderKeeping';

const placed = new Date('2026-11-20T22:30:00Z'); // 01:30 on 21 November in Moscow
const waiting: KeptOrder = { status: 'CREATED', obtainingType: 'PICKUP', readySince: placed, prolongations: 0 };

describe('keeping a pickup order in the shop', () => {
  it('counts 7 Moscow days from the day it was ready, 3 more once prolonged', () => {
    expect(keptUntil(waiting)).toBe('2026-11-28');
    expect(keptUntil({ ...waiting, prolongations: 1 })).toBe('2026-12-01');
  });

  it('keeps no delivery, unpaid, received or cancelled order', () => {
    for (const order of [
      { ...waiting, obtainingType: 'DELIVERY' as const },
      { ...waiting, status: 'AWAITING_PAYMENT' as const },
      { ...waiting, status: 'RECEIVED' as const },
      { ...waiting, status: 'CANCELLED' as const },
    ]) {
      expect(keptUntil(order)).toBeNull();
      expect(prolongRefusal(order, placed)).toBe('RECEIVING_DATE_NOT_PROLONGABLE');
    }
  });

  it('prolongs once, through the last day (Moscow) and not after', () => {
    expect(prolongRefusal(waiting, new Date('2026-11-28T20:59:00Z'))).toBeNull();
    expect(prolongRefusal(waiting, new Date('2026-11-28T21:00:00Z'))).toBe('RECEIVING_DATE_PASSED');
    expect(prolongRefusal({ ...waiting, prolongations: 1 }, placed)).toBe('RECEIVING_DATE_ALREADY_PROLONGED');
  });
});
