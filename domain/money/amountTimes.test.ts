import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountTimes } from './amountTimes';
import { formatMoney } from './formatMoney';

describe('amountTimes', () => {
  it('multiplies exactly where floating point does not', () => {
    expect(String(4999.99 * 5)).toBe('24999.949999999997');
    expect(amountTimes(4999.99, 5)).toBe('24999.95');
    expect(amountTimes(1899.9, 3)).toBe('5699.7');
    expect(amountTimes(0.1, 3)).toBe('0.3');
    expect(amountTimes(4999, 2)).toBe('9998');
  });

  it('reads the powers of ten JavaScript writes very small and very large amounts with', () => {
    expect(amountTimes(1.5e-7, 2)).toBe('0.00000030');
    expect(amountTimes(1e21, 3)).toBe('3000000000000000000000');
  });

  it('keeps the sign, and writes zero without one', () => {
    expect(amountTimes(-12.5, 3)).toBe('-37.5');
    expect(amountTimes(-0, 2)).toBe('0');
    expect(amountTimes(12.5, 0)).toBe('0.0');
  });

  it('is the product decimal.js gives, shown the same, for any finite amount and whole count', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: -1000, max: 1000 }), (amount, count) => {
        const exact = new Decimal(amount).times(count);
        expect(new Decimal(amountTimes(amount, count)).equals(exact)).toBe(true);
        expect(formatMoney(amountTimes(amount, count))).toBe(formatMoney(exact));
      }),
    );
  });

  it('refuses what is not a number or a whole count', () => {
    expect(() => amountTimes(Number.NaN, 1)).toThrow(RangeError);
    expect(() => amountTimes(Number.POSITIVE_INFINITY, 1)).toThrow(RangeError);
    expect(() => amountTimes(10, 1.5)).toThrow(RangeError);
  });
});
