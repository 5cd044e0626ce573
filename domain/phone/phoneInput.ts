import { AsYouType } from 'libphonenumber-js/min';
import { COUNTRIES, type CountryCode } from '../country/country';

/** Calling code used when no country is known: +7 (spec §9). */
export const DEFAULT_CALLING_CODE = '7';

/** Whether a leading 7 or 8 after +7 is a trunk prefix to drop: always for ru (mobiles start with 9), for kz when 8 or when one digit too many (spec §5 Phone formats). */
function isTrunkPrefix(digits: string, country: CountryCode): boolean {
  const { callingCode, nationalDigits } = COUNTRIES[country];
  if (callingCode !== '7' || !/^[78]/.test(digits)) return false;
  return country === 'ru' || digits.startsWith('8') || digits.length > nationalDigits;
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

/** The phone field's value as typed so far: +code and the national digits, grouped as the phone library formats them (spec §5 Phone formats). */
export function phoneInputValue(raw: string, country: CountryCode): string {
  const digits = nationalDigits(raw, country);
  const { callingCode, isoRegion } = COUNTRIES[country];
  return digits === '' ? '' : new AsYouType(isoRegion).input(`+${callingCode}${digits}`);
}
