import type { CountryCode } from '../../domain/country/country';
import type { Market } from '../../domain/market/market';

/** Each market's currency, rate per rouble and rounding step (the shop's price lists). */
export interface PriceLists {
  readonly ofCountry: (country: CountryCode) => Promise<Market | undefined>;
}
