import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../country/country';
import { asTyped, regionOf } from './phoneNumbering';

/** Whether a leading 7 or 8 after +7 is a trunk prefix to drop: always for ru (mobiles start with 9), for kz when 8 or when one digit too many (spec §5 Phone formats). */
function isTrunkPrefix(digits: string, country: CountryCode): boolean {
  const { callingCode, nationalDigits } = COUNTRIES[country];
  if (callingCode !== '7' || !/^[78]/.test(digits)) return false;
  return country === 'ru' || digits.startsWith('8') || digits.length > nationalDigits;
}

/** The longest phone number E.164 allows, in digits: what a "+" field keeps before a country is known. */
const E164_MAX_DIGITS = 15;

/**
 * The countries a phone may be read in (spec §5 Phone formats): with a typed "+<code>", those dialled by
 * that code — for a shared code (+7) the one whose numbering plan has the number, else the market first —
 * none when no market has it; without a
 * "+", the market alone.
 */
export function phoneCountries(raw: string, market: CountryCode): readonly CountryCode[] {
  if (!raw.trimStart().startsWith('+')) return [market];
  const digits = raw.replace(/\D/g, '');
  const dialled = COUNTRY_CODES.filter((c) => digits.startsWith(COUNTRIES[c].callingCode));
  // A shared code (+7) goes to the country whose numbering plan the number belongs to: +7 495 is Russia, +7 701 Kazakhstan.
  const region = dialled.length > 1 ? regionOf(`+${digits}`) : undefined;
  const planned = dialled.filter((c) => COUNTRIES[c].isoRegion === region);
  if (planned.length > 0) return planned;
  return dialled.includes(market) ? [market, ...dialled.filter((c) => c !== market)] : dialled;
}

/**
 * The country a phone field shows while typing (spec §5 Phone formats): the one the typed "+<code>" names
 * (the first that reads the whole number when a code is shared), or the market; null while a typed "+"
 * names no market's code (yet: "+3" may become +375 or +380).
 */
export function typedPhoneCountry(raw: string, market: CountryCode): CountryCode | null {
  const countries = phoneCountries(raw, market);
  const whole = countries.find((c) => {
    const digits = typedNationalDigits(raw, c);
    return digits.length === COUNTRIES[c].nationalDigits && (c !== 'ru' || digits.startsWith('9'));
  });
  return whole ?? countries[0] ?? null;
}

/** All national digits in a raw phone: calling code stripped, a leading 7 or 8 after +7 collapsed, not cut (spec §5 Phone formats). */
export function typedNationalDigits(raw: string, country: CountryCode): string {
  const { callingCode, nationalDigits: length } = COUNTRIES[country];
  let digits = raw.replace(/\D/g, '');
  const international = raw.trimStart().startsWith('+');
  if (digits.startsWith(callingCode) && (international || digits.length > length)) digits = digits.slice(callingCode.length);
  return isTrunkPrefix(digits, country) ? digits.slice(1) : digits;
}

/** The national digits as the field keeps them while typing: cut to the country's length (spec §5 Phone formats). */
export function nationalDigits(raw: string, country: CountryCode): string {
  return typedNationalDigits(raw, country).slice(0, COUNTRIES[country].nationalDigits);
}

/**
 * The phone field's value as typed so far (spec §5 Phone formats): +code and the national digits of the
 * country the typed "+<code>" names, else of the market, grouped as the phone library formats them; a
 * "+" followed by no market's code stays as typed (the submit then says the format is wrong).
 */
export function phoneInputValue(raw: string, market: CountryCode): string {
  const country = typedPhoneCountry(raw, market);
  if (country === null) return `+${raw.replace(/\D/g, '').slice(0, E164_MAX_DIGITS)}`;
  const digits = nationalDigits(raw, country);
  const { callingCode, isoRegion } = COUNTRIES[country];
  if (digits === '') return raw.trimStart().startsWith('+') ? `+${callingCode}` : '';
  return asTyped(isoRegion, `+${callingCode}${digits}`);
}
