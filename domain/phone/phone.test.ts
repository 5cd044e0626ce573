import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { COUNTRIES, COUNTRY_CODES } from '../country/country';
import { formatPhone, parsePhone, requiredPhone } from './phone';
import { nationalDigits, phoneCountries, phoneInputValue, typedNationalDigits, typedPhoneCountry } from './phoneInput';

const e164 = (raw: string, c: Parameters<typeof parsePhone>[1]) => E.map((p: { e164: string }) => p.e164)(parsePhone(raw, c));

describe('phone formats (spec §5)', () => {
  it('accepts one example per market', () => {
    expect(e164('+7 (912) 345-67-89', 'ru')).toEqual(E.right('+79123456789'));
    expect(e164('+380 50 123 45 67', 'ua')).toEqual(E.right('+380501234567'));
    expect(e164('+375 29 123 45 67', 'by')).toEqual(E.right('+375291234567'));
    expect(e164('+7 701 234 5678', 'kz')).toEqual(E.right('+77012345678'));
    expect(e164('+374 91 234567', 'am')).toEqual(E.right('+37491234567'));
    expect(e164('+48 512 345 678', 'pl')).toEqual(E.right('+48512345678'));
    expect(e164('+45 20 12 34 56', 'dk')).toEqual(E.right('+4520123456'));
  });

  it('keeps every digit even where the phone library would strip a national prefix (found by fast-check)', () => {
    const by = parsePhone('+375880000000', 'by');
    expect(E.map((p: { e164: string }) => p.e164)(by)).toEqual(E.right('+375880000000'));
    if (E.isRight(by)) expect(parsePhone(formatPhone(by.right), 'by')).toEqual(by);
  });

  it('requires a Russian mobile to start with 9 and the exact digit count', () => {
    expect(E.isLeft(parsePhone('+7 495 123 45 67', 'ru'))).toBe(true);
    expect(E.isLeft(parsePhone('+7 912 345 67', 'ru'))).toBe(true);
    expect(E.isLeft(parsePhone('+45 20 12 34 5', 'dk'))).toBe(true);
    expect(E.isLeft(parsePhone('+7 912 345 67 89 1', 'ru'))).toBe(true);
  });

  it('collapses a leading 7 or 8 typed right after +7', () => {
    expect(nationalDigits('+7 8', 'ru')).toBe('');
    expect(nationalDigits('+7 7', 'ru')).toBe('');
    expect(nationalDigits('+7 8912', 'ru')).toBe('912');
    expect(nationalDigits('89123456789', 'ru')).toBe('9123456789');
    expect(nationalDigits('79123456789', 'ru')).toBe('9123456789');
    expect(nationalDigits('+7 701', 'kz')).toBe('701');
    expect(nationalDigits('87012345678', 'kz')).toBe('7012345678');
    expect(phoneInputValue('89123456789', 'ru')).toBe('+7 912 345 67 89');
    expect(phoneInputValue('', 'ru')).toBe('');
  });

  it('is required, then matching the mask', () => {
    expect(requiredPhone('  ', 'ru')).toEqual(E.left({ _tag: 'required' }));
    expect(requiredPhone('+7 12', 'ru')).toEqual(E.left({ _tag: 'phoneMask' }));
    expect(requiredPhone('8 912 345-67-89', 'ru')).toEqual(parsePhone('+79123456789', 'ru'));
  });

  it('reads a typed +<code> in its own country whatever the market (issue 14: +45 20 12 34 56 became +7 452 012-34-56)', () => {
    expect(parsePhone('+45 20 12 34 56', 'ru')).toEqual(E.right({ country: 'dk', e164: '+4520123456' }));
    expect(parsePhone('+375 29 123 45 67', 'kz')).toEqual(E.right({ country: 'by', e164: '+375291234567' }));
    expect(parsePhone('+7 912 345 67 89', 'dk')).toEqual(E.right({ country: 'ru', e164: '+79123456789' }));
    expect(parsePhone('+7 701 234 56 78', 'ru')).toEqual(E.right({ country: 'kz', e164: '+77012345678' }));
    expect(phoneInputValue('+45 20 12 34 56', 'ru')).toBe('+45 20 12 34 56');
  });

  it("reads a phone without a + in the visitor's market, and refuses a code no market has", () => {
    expect(parsePhone('20 12 34 56', 'dk')).toEqual(E.right({ country: 'dk', e164: '+4520123456' }));
    expect(E.isLeft(parsePhone('20 12 34 56', 'ru'))).toBe(true);
    expect(E.isLeft(parsePhone('4520123456', 'ru'))).toBe(true);
    expect(E.isLeft(parsePhone('+7 495 123 45 67', 'kz'))).toBe(true);
    expect(E.isLeft(parsePhone('+1 202 555 01 23', 'ru'))).toBe(true);
  });

  it('keeps a "+" and a code being typed, key by key, then switches to that country', () => {
    const typed = (text: string, market: Parameters<typeof parsePhone>[1]) => [...text].reduce((field, key) => phoneInputValue(field + key, market), '');
    expect(phoneInputValue('+', 'ru')).toBe('+');
    expect(phoneInputValue('+3', 'ru')).toBe('+3');
    expect(typed('+45 20 12 34 56', 'ru')).toBe('+45 20 12 34 56');
    expect(typed('+380501234567', 'kz')).toBe('+380 50 123 4567');
    expect(typed('89123456789', 'ru')).toBe('+7 912 345 67 89');
    expect(typedPhoneCountry('+45 2', 'ru')).toBe('dk');
    expect(typedPhoneCountry('2012', 'dk')).toBe('dk');
    expect(typedPhoneCountry('+3', 'ru')).toBeNull();
  });

  it('formats and parses back to the same number in every market', () => {
    const arb = fc
      .constantFrom(...COUNTRY_CODES)
      .chain((country) =>
        fc.tuple(
          fc.constant(country),
          fc.stringMatching(new RegExp(`^${country === 'ru' ? '9' : country === 'kz' ? '7' : '[1-9]'}\\d{${COUNTRIES[country].nationalDigits - 1}}$`)),
        ),
      );
    fc.assert(
      fc.property(arb, ([country, digits]) => {
        const phone = parsePhone(`+${COUNTRIES[country].callingCode}${digits}`, country);
        expect(E.isRight(phone)).toBe(true);
        if (E.isRight(phone)) {
          expect(phone.right.e164).toBe(`+${COUNTRIES[country].callingCode}${digits}`);
          expect(parsePhone(formatPhone(phone.right), country)).toEqual(phone);
          expect(parsePhone(phoneInputValue(phone.right.e164, country), country)).toEqual(phone);
          // Whatever market the visitor is in, the phone's own "+<code>" brings it back (issue 14).
          for (const market of COUNTRY_CODES) {
            expect(parsePhone(formatPhone(phone.right), market)).toEqual(phone);
            expect(parsePhone(phoneInputValue(formatPhone(phone.right), market), market)).toEqual(phone);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('phone field while typing (spec §5 Phone formats)', () => {
  it('reads a shared +7 not yet placed by a numbering plan in the market first, else in table order', () => {
    expect(phoneCountries('+7', 'kz')).toEqual(['kz', 'ru']);
    expect(phoneCountries(' +7 9', 'kz')).toEqual(['kz', 'ru']);
    expect(phoneCountries('+7', 'ru')).toEqual(['ru', 'kz']);
    expect(phoneCountries('+7', 'dk')).toEqual(['ru', 'kz']);
    expect(phoneCountries('7 912', 'kz')).toEqual(['kz']);
  });

  it('shows the country that reads the whole number: a Russian mobile starts with 9', () => {
    expect(typedPhoneCountry('+7 000 000 00 00', 'ru')).toBe('kz');
    expect(typedPhoneCountry('+7 000 000 00', 'ru')).toBe('ru');
    expect(typedPhoneCountry('+7 912 345 67 89', 'kz')).toBe('ru');
  });

  it('strips a calling code typed without "+" only when the number is longer than the national one', () => {
    expect(typedNationalDigits('7701234567', 'kz')).toBe('7701234567');
    expect(typedNationalDigits('77012345678', 'kz')).toBe('7012345678');
    expect(typedNationalDigits('45201234', 'dk')).toBe('45201234');
    expect(typedNationalDigits('452012345', 'dk')).toBe('2012345');
    expect(typedNationalDigits(' +45 20', 'dk')).toBe('20');
  });

  it('cuts what is typed to the lengths: the national number, or E.164 while no country is known', () => {
    expect(nationalDigits('+7 912 345 67 89 12', 'ru')).toBe('9123456789');
    expect(phoneInputValue('+1234567890123456789', 'ru')).toBe('+123456789012345');
    expect(phoneInputValue(' +7', 'ru')).toBe('+7');
  });
});
