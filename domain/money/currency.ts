/** ISO 4217 codes of the shop's seven markets (spec §1). */
export type CurrencyCode = 'RUB' | 'UAH' | 'BYN' | 'KZT' | 'AMD' | 'PLN' | 'DKK';
