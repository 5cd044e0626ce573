import * as E from 'fp-ts/Either';
import { COUNTRIES, type CountryCode } from '../country/country';
import { phoneCountries, typedNationalDigits } from './phoneInput';
import { internationalForm } from './phoneNumbering';

/** A phone number that matches its market's mask, kept as E.164 (spec §5 Phone formats). */
export interface Phone {
  readonly country: CountryCode;
  /** +, calling code and national digits, e.g. +79123456789. */
  readonly e164: string;
}

/** The phone does not match its market's mask (spec §5 Messages, phoneMask). */
export interface PhoneMaskError {
  readonly _tag: 'phoneMask';
}

const phoneMask: PhoneMaskError = { _tag: 'phoneMask' };

/** Whether national digits (typedNationalDigits keeps digits only) fit the market: exact length, and for ru a mobile starting with 9 (spec §5 Phone formats). */
function matchesMask(digits: string, country: CountryCode): boolean {
  return digits.length === COUNTRIES[country].nationalDigits && (country !== 'ru' || digits.startsWith('9'));
}

/**
 * The one reading of a typed or stored phone, for every phone field (spec §5 Phone formats, §9 +7 by
 * default): a typed "+<code>" names the country and always wins; without one the visitor's market
 * decides. E.164 is built from the table, not re-parsed, so no digit is lost.
 */
export function parsePhone(raw: string, market: CountryCode): E.Either<PhoneMaskError, Phone> {
  for (const country of phoneCountries(raw, market)) {
    const digits = typedNationalDigits(raw, country);
    if (matchesMask(digits, country)) return E.right({ country, e164: `+${COUNTRIES[country].callingCode}${digits}` });
  }
  return E.left(phoneMask);
}

/** A phone field the form needs: blank is «required», anything else must match the mask (spec §5 required, Phone formats). */
export function requiredPhone(raw: string, market: CountryCode): E.Either<{ readonly _tag: 'required' } | PhoneMaskError, Phone> {
  return raw.trim() === '' ? E.left({ _tag: 'required' }) : parsePhone(raw, market);
}

/** International display form grouped by the phone library, e.g. +7 912 345 67 89; plain E.164 if the library would change digits (spec §5 Phone formats). */
export function formatPhone(phone: Phone): string {
  return internationalForm(phone.e164) ?? phone.e164;
}
