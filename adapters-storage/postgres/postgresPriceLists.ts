import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import type { PriceLists } from '../../application/market/PriceLists';
import { currencyOf } from '../../domain/country/country';
import type { Database } from './schema';

/** Price lists from the price_list table (migration 0013); the currency is the country's own. */
export function postgresPriceLists(db: Kysely<Database>): PriceLists {
  return {
    ofCountry: async (country) => {
      const row = await db.selectFrom('price_list').select(['rate_per_rub', 'rounding_step']).where('country_code', '=', country).executeTakeFirst();
      return row && { country, currency: currencyOf(country), ratePerRub: new Decimal(row.rate_per_rub), roundingStep: new Decimal(row.rounding_step) };
    },
  };
}
