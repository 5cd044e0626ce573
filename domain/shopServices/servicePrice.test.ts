import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME_MARKET, type Market } from '../market/market';
import { servicePriceIn } from './servicePrice';

const BYN: Market = { country: 'by', currency: 'BYN', ratePerRub: new Decimal('0.035'), roundingStep: new Decimal('0.1') };
const kopecks = fc.integer({ min: 0, max: 10_000_000 }).map((k) => new Decimal(k).dividedBy(100));

describe('service price (spec §7 GET /services/{id})', () => {
  const pricing = { basePrice: new Decimal(1000), cityPrices: { '78': new Decimal(900) } };

  it('takes the city price where there is one, the base price elsewhere', () => {
    expect(servicePriceIn(pricing, '78', HOME_MARKET).toNumber()).toBe(900);
    expect(servicePriceIn(pricing, '77', HOME_MARKET).toNumber()).toBe(1000);
    expect(servicePriceIn(pricing, undefined, HOME_MARKET).toNumber()).toBe(1000);
  });

  it('shows roubles unchanged in Russia and converts abroad to the market step', () => {
    expect(servicePriceIn(pricing, '77', BYN).toNumber()).toBe(35);
    fc.assert(
      fc.property(kopecks, kopecks, (base, city) => {
        const p = { basePrice: base, cityPrices: { c: city } };
        expect(servicePriceIn(p, 'c', HOME_MARKET).equals(city)).toBe(true);
        expect(servicePriceIn(p, 'other', HOME_MARKET).equals(base)).toBe(true);
        const abroad = servicePriceIn(p, 'c', BYN);
        expect(abroad.modulo(BYN.roundingStep).isZero()).toBe(true);
        expect(abroad.minus(city.times(BYN.ratePerRub)).abs().lessThanOrEqualTo(BYN.roundingStep.dividedBy(2))).toBe(true);
      }),
    );
  });
});
