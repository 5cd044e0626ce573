import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME_MARKET, priceInMarket, rubCeilingOf, rubFloorOf, type Market } from './market';

const belarus: Market = { country: 'by', currency: 'BYN', ratePerRub: new Decimal('0.037'), roundingStep: new Decimal('0.1') };
const kazakhstan: Market = { country: 'kz', currency: 'KZT', ratePerRub: new Decimal('6.4'), roundingStep: new Decimal(10) };

const kopecks = fc.integer({ min: 0, max: 100_000_000 }).map((k) => new Decimal(k).dividedBy(100));
const markets = fc.record({
  country: fc.constant('pl' as const),
  currency: fc.constant('PLN' as const),
  ratePerRub: fc.integer({ min: 1, max: 1_000_000 }).map((n) => new Decimal(n).dividedBy(10_000)),
  roundingStep: fc.constantFrom('0.01', '0.1', '1', '10', '100').map((s) => new Decimal(s)),
});

describe('priceInMarket', () => {
  it('converts roubles by the rate and rounds to the step, half up', () => {
    expect(priceInMarket(4999, belarus).toString()).toBe('185'); // 184.963
    expect(priceInMarket(1000, belarus).toString()).toBe('37');
    expect(priceInMarket('12990', belarus).toString()).toBe('480.6'); // 480.63
    expect(priceInMarket(4999, kazakhstan).toString()).toBe('31990'); // 31993.6
    expect(priceInMarket('1.5625', { ...kazakhstan, roundingStep: new Decimal(10) }).toString()).toBe('10'); // 10.0 exactly half up
  });

  it('leaves every kopeck price in Russia unchanged', () => {
    fc.assert(fc.property(kopecks, (p) => priceInMarket(p, HOME_MARKET).equals(p)));
  });

  it('always gives a multiple of the step, at most half a step from the exact product', () => {
    fc.assert(
      fc.property(kopecks, markets, (p, m) => {
        const price = priceInMarket(p, m);
        expect(price.mod(m.roundingStep).isZero()).toBe(true);
        expect(price.minus(p.times(m.ratePerRub)).abs().lessThanOrEqualTo(m.roundingStep.dividedBy(2))).toBe(true);
      }),
    );
  });

  it('never orders two prices the other way round', () => {
    fc.assert(
      fc.property(kopecks, kopecks, markets, (a, b, m) => {
        const [low, high] = a.lessThanOrEqualTo(b) ? [a, b] : [b, a];
        expect(priceInMarket(low, m).lessThanOrEqualTo(priceInMarket(high, m))).toBe(true);
      }),
    );
  });
});

describe('a price filter in the market currency, back in roubles', () => {
  it('keeps exactly the prices the shopper sees inside the range', () => {
    const bounds = fc.integer({ min: 0, max: 10_000_000 }).map((n) => new Decimal(n).dividedBy(10));
    fc.assert(
      fc.property(kopecks, bounds, bounds, markets, (p, from, to, m) => {
        const shown = priceInMarket(p, m);
        expect(p.greaterThanOrEqualTo(rubFloorOf(from, m))).toBe(shown.greaterThanOrEqualTo(from));
        expect(p.lessThanOrEqualTo(rubCeilingOf(to, m))).toBe(shown.lessThanOrEqualTo(to));
      }),
    );
  });

  it('is the identity in Russia for kopeck bounds', () => {
    expect(rubFloorOf('1000', HOME_MARKET).toString()).toBe('1000');
    expect(rubCeilingOf('4999.99', HOME_MARKET).toString()).toBe('4999.99');
  });

  it('turns a Belarus range into the rouble prices that show inside it', () => {
    // 185 р. is shown for 4998.65 ₽ … 4999.99 ₽ and up to 5001.35 ₽.
    expect(priceInMarket(rubFloorOf(185, belarus), belarus).toString()).toBe('185');
    expect(priceInMarket(rubFloorOf(185, belarus).minus('0.01'), belarus).toString()).toBe('184.9');
    expect(priceInMarket(rubCeilingOf(185, belarus), belarus).toString()).toBe('185');
    expect(priceInMarket(rubCeilingOf(185, belarus).plus('0.01'), belarus).toString()).toBe('185.1');
  });
});
