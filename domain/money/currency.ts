/** ISO 4217 codes of the shop's seven markets (spec §1). */
export type CurrencyCode = 'RUB' | 'UAH' | 'BYN' | 'KZT' | 'AMD' | 'PLN' | 'DKK';

/** The currencies in spec order (spec §1). */
export const CURRENCY_CODES: readonly CurrencyCode[] = ['RUB', 'UAH', 'BYN', 'KZT', 'AMD', 'PLN', 'DKK'];

/** ISO 4217 numeric codes of the currencies (spec §1), as acquirers take a currency (T-Bank Init `Currency`: 643 for roubles). */
export const CURRENCY_NUMERIC: Readonly<Record<CurrencyCode, number>> = { RUB: 643, UAH: 980, BYN: 933, KZT: 398, AMD: 51, PLN: 985, DKK: 208 };

/** The currency of an ISO 4217 numeric code, if it is one of the shop's (spec §1). */
export function currencyOfNumeric(numeric: number): CurrencyCode | undefined {
  return CURRENCY_CODES.find((c) => CURRENCY_NUMERIC[c] === numeric);
}

/** Whether a stored string names one of the shop's currencies (spec §1). */
export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}
