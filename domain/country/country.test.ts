import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { COUNTRIES, COUNTRY_CODES, DEFAULT_COUNTRY, countryOrDefault, currencyOf, parseCountry } from './country';

describe('countries (spec §1, §5 Phone formats)', () => {
  it('lists the seven markets with their currencies, default ru', () => {
    expect(COUNTRY_CODES.map(currencyOf)).toEqual(['RUB', 'UAH', 'BYN', 'KZT', 'AMD', 'PLN', 'DKK']);
    expect(DEFAULT_COUNTRY).toBe('ru');
  });

  it('has the phone table of spec §5', () => {
    const table = COUNTRY_CODES.map((c) => [c, `+${COUNTRIES[c].callingCode}`, COUNTRIES[c].nationalDigits]);
    expect(table).toEqual([
      ['ru', '+7', 10],
      ['ua', '+380', 9],
      ['by', '+375', 9],
      ['kz', '+7', 10],
      ['am', '+374', 8],
      ['pl', '+48', 9],
      ['dk', '+45', 8],
    ]);
  });

  it('parses known codes in any case and rejects others', () => {
    expect(parseCountry(' KZ ')).toEqual(E.right('kz'));
    expect(E.isLeft(parseCountry('us'))).toBe(true);
    expect(countryOrDefault(undefined)).toBe('ru');
    expect(countryOrDefault('xx')).toBe('ru');
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRY_CODES), (c) => {
        expect(parseCountry(c.toUpperCase())).toEqual(E.right(c));
      }),
    );
  });
});
