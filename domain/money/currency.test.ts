import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, CURRENCY_NUMERIC, currencyOfNumeric, isCurrencyCode } from './currency';

describe('currencies (spec §1)', () => {
  it('reads back each currency from its ISO 4217 numeric code, and no other code', () => {
    expect(currencyOfNumeric(643)).toBe('RUB');
    for (const currency of CURRENCY_CODES) expect(currencyOfNumeric(CURRENCY_NUMERIC[currency])).toBe(currency);
    expect(currencyOfNumeric(840)).toBeUndefined();
  });

  it("takes the shop's currency codes only, as stored (upper-case)", () => {
    for (const currency of CURRENCY_CODES) expect(isCurrencyCode(currency)).toBe(true);
    for (const other of ['USD', 'rub', '']) expect(isCurrencyCode(other)).toBe(false);
  });
});
