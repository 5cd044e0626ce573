import Decimal from 'decimal.js';
import type { CountryCode } from '../country/country';
import type { CurrencyCode } from '../money/currency';

/**
 * A market: the country the shopper is in, its currency and its price list. Prices are kept in
 * roubles; a market shows round(rouble price × rate) to its rounding step (spec §1 currency by country).
 */
export interface Market {
  readonly country: CountryCode;
  readonly currency: CurrencyCode;
  /** Units of the market's currency per rouble. */
  readonly ratePerRub: Decimal;
  /** Prices are rounded to a multiple of this (0.01 keeps kopecks, 10 whole tens). */
  readonly roundingStep: Decimal;
}

/** Russia: roubles as stored, so every ru price is unchanged (spec §1 default country ru). */
export const HOME_MARKET: Market = { country: 'ru', currency: 'RUB', ratePerRub: new Decimal(1), roundingStep: new Decimal('0.01') };

const KOPECK = new Decimal('0.01');

/** The price of a rouble amount in a market: amount × rate, to the nearest step, half up (spec §1 currency by country). */
export function priceInMarket(rub: Decimal.Value, market: Market): Decimal {
  const { ratePerRub, roundingStep } = market;
  return new Decimal(rub).times(ratePerRub).dividedBy(roundingStep).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).times(roundingStep);
}

/**
 * The least kopeck price whose market price is at least `from`: a price filter typed in the
 * market's currency, turned back into roubles for the catalogue (exact for kopeck prices; spec §1, §3 price facet).
 */
export function rubFloorOf(from: Decimal.Value, market: Market): Decimal {
  const { ratePerRub, roundingStep } = market;
  // priceInMarket(p) ≥ from ⇔ p × rate ≥ (from rounded up to the step) − step/2.
  const least = new Decimal(from).dividedBy(roundingStep).ceil().times(roundingStep).minus(roundingStep.dividedBy(2));
  return least.dividedBy(ratePerRub).toDecimalPlaces(2, Decimal.ROUND_CEIL);
}

/** The greatest kopeck price whose market price is at most `to`: the other end of a price filter (spec §1, §3 price facet). */
export function rubCeilingOf(to: Decimal.Value, market: Market): Decimal {
  const { ratePerRub, roundingStep } = market;
  // priceInMarket(p) ≤ to ⇔ p × rate < (to rounded down to the step) + step/2.
  const bound = new Decimal(to).dividedBy(roundingStep).floor().times(roundingStep).plus(roundingStep.dividedBy(2));
  return bound.dividedBy(ratePerRub).toDecimalPlaces(2, Decimal.ROUND_CEIL).minus(KOPECK);
}
