import * as E from 'fp-ts/Either';
import type { CurrencyCode } from '../money/currency';

/** The seven markets (spec §1). */
export type CountryCode = 'ru' | 'ua' | 'by' | 'kz' | 'am' | 'pl' | 'dk';

/** A market: its currency and phone format (spec §1, §5 Phone formats). */
export interface Country {
  readonly code: CountryCode;
  readonly currency: CurrencyCode;
  /** Country calling code, digits only ('7' for +7). */
  readonly callingCode: string;
  /** How many digits follow the calling code. */
  readonly nationalDigits: number;
  /** Region used by the phone library for this market. */
  readonly isoRegion: 'RU' | 'UA' | 'BY' | 'KZ' | 'AM' | 'PL' | 'DK';
}

/** The markets in spec order; ru is the default (spec §1, §5 Phone formats, §9). */
export const COUNTRIES: Readonly<Record<CountryCode, Country>> = {
  ru: { code: 'ru', currency: 'RUB', callingCode: '7', nationalDigits: 10, isoRegion: 'RU' },
  ua: { code: 'ua', currency: 'UAH', callingCode: '380', nationalDigits: 9, isoRegion: 'UA' },
  by: { code: 'by', currency: 'BYN', callingCode: '375', nationalDigits: 9, isoRegion: 'BY' },
  kz: { code: 'kz', currency: 'KZT', callingCode: '7', nationalDigits: 10, isoRegion: 'KZ' },
  am: { code: 'am', currency: 'AMD', callingCode: '374', nationalDigits: 8, isoRegion: 'AM' },
  pl: { code: 'pl', currency: 'PLN', callingCode: '48', nationalDigits: 9, isoRegion: 'PL' },
  dk: { code: 'dk', currency: 'DKK', callingCode: '45', nationalDigits: 8, isoRegion: 'DK' },
};

/** Country codes in spec order (spec §1). */
export const COUNTRY_CODES: readonly CountryCode[] = ['ru', 'ua', 'by', 'kz', 'am', 'pl', 'dk'];

/** The default market (spec §1, §9). */
export const DEFAULT_COUNTRY: CountryCode = 'ru';

/** Whether a string names one of the markets (spec §1). */
function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/** Parses a country code case-insensitively (spec §1). */
export function parseCountry(value: string): E.Either<{ readonly _tag: 'UNKNOWN_COUNTRY'; readonly value: string }, CountryCode> {
  const code = value.trim().toLowerCase();
  return isCountryCode(code) ? E.right(code) : E.left({ _tag: 'UNKNOWN_COUNTRY', value });
}

/** A country code, falling back to the default ru when missing or unknown (spec §1). */
export function countryOrDefault(value: string | undefined): CountryCode {
  return value === undefined ? DEFAULT_COUNTRY : E.getOrElse((): CountryCode => DEFAULT_COUNTRY)(parseCountry(value));
}

/** The currency of a market (spec §1). */
export function currencyOf(country: CountryCode): CurrencyCode {
  return COUNTRIES[country].currency;
}
