/** ISO 4217 codes of the shop's seven markets (spec §1). */
export type CurrencyCode = 'RUB' | 'UAH' | 'BYN' | 'KZT' | 'AMD' | 'PLN' | 'DKK';

/** The currencies in spec order (spec §1). */
export const CURRENCY_CODES: readonly CurrencyCode[] = ['RUB', 'UAH', 'BYN', 'KZT', 'AMD', 'PLN', 'DKK'];

/** Whether a stored string names one of the shop's currencies (spec §1). */
export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}
