import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCY_CODES } from './currency';
import { currencySymbol, formatMoney } from './formatMoney';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('formats roubles ru-RU with non-breaking group separators and the ₽ sign', () => {
    expect(formatMoney(4999)).toBe(`4${nbsp}999${nbsp}₽`);
    expect(formatMoney('1234567.5')).toBe(`1${nbsp}234${nbsp}567,50${nbsp}₽`);
  });

  it('shows kopecks as two digits when there are any, none for whole amounts (issue 14: «Итого 17 097,3 ₽»)', () => {
    expect(formatMoney('1899.7')).toBe(`1${nbsp}899,70${nbsp}₽`);
    expect(formatMoney('17097.3')).toBe(`17${nbsp}097,30${nbsp}₽`);
    expect(formatMoney(9898.2)).toBe(`9${nbsp}898,20${nbsp}₽`);
    expect(formatMoney('18997.00')).toBe(`18${nbsp}997${nbsp}₽`);
    expect(formatMoney('0.05')).toBe(`0,05${nbsp}₽`);
  });

  it('rounds to kopecks half up first, so a float sum or a third of a kopeck never shows', () => {
    expect(formatMoney(0.1 * 3)).toBe(`0,30${nbsp}₽`);
    expect(formatMoney('1899.995')).toBe(`1${nbsp}900${nbsp}₽`);
    expect(formatMoney('1899.994')).toBe(`1${nbsp}899,99${nbsp}₽`);
  });

  it('shows negative prices with a minus', () => {
    expect(formatMoney(-500)).toMatch(/^-500\s₽$/);
    expect(formatMoney('-12.5')).toMatch(/^-12,50\s₽$/);
  });

  it('uses the currency of the market', () => {
    expect(formatMoney(100, 'KZT')).toContain('₸');
    expect(formatMoney('37.1', 'BYN')).toMatch(/^37,10\u00a0\S+$/);
  });

  it('keeps every digit of whole amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        expect(formatMoney(n).replace(/\D/g, '')).toBe(String(n));
      }),
    );
  });

  it('never shows exactly one fractional digit, in any currency', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), fc.constantFrom(...CURRENCY_CODES), (kopecks, currency) => {
        const text = formatMoney((kopecks / 100).toString(), currency);
        expect(text).not.toMatch(/,\d(?!\d)/);
        expect(text).toMatch(kopecks % 100 === 0 ? /^-?[\d\u00a0]+\u00a0\S+$/ : /,\d\d\u00a0/);
      }),
    );
  });
});

describe('currencySymbol', () => {
  it('is the sign formatMoney shows the currency with', () => {
    expect(currencySymbol('RUB')).toBe('₽');
    expect(currencySymbol('KZT')).toBe('₸');
    for (const currency of CURRENCY_CODES) expect(formatMoney(1, currency)).toContain(currencySymbol(currency));
  });
});
