import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { discount } from './discount';

describe('discount', () => {
  it('gives the amount saved and the whole percent', () => {
    expect(discount('4999', '3499').amount.toString()).toBe('1500');
    expect(discount('4999', '3499').rate).toBe(30);
    expect(discount('1000', '1000').rate).toBe(0);
  });

  it('is never negative and never above 100 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (c, r) => {
        const d = discount(c, r);
        expect(d.amount.isNegative()).toBe(false);
        expect(d.rate).toBeGreaterThanOrEqual(0);
        expect(d.rate).toBeLessThanOrEqual(100);
      }),
    );
  });
});
