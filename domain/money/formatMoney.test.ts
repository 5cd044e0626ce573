import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney } from './formatMoney';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('formats roubles ru-RU with non-breaking group separators and the ₽ sign', () => {
    expect(formatMoney('1234567.5')).toBe(`1${nbsp}234${nbsp}567,5${nbsp}₽`);
    expect(formatMoney(4999)).toBe(`4${nbsp}999${nbsp}₽`);
  });

  it('shows negative prices with a minus', () => {
    expect(formatMoney(-500)).toMatch(/^-500\s₽$/);
  });

  it('uses the currency of the market', () => {
    expect(formatMoney(100, 'KZT')).toContain('₸');
  });

  it('keeps every digit of whole amounts', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
      expect(formatMoney(n).replace(/\D/g, '')).toBe(String(n));
    }));
  });
});
