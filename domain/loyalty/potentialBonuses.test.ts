import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { earningLevel, potentialBonuses } from './potentialBonuses';

const bonusesOf = (price: Decimal.Value, level: string | null) => potentialBonuses(price, level)[0]?.value ?? 0;

describe('potential bonuses of a product (spec §3 Product.potentialBonuses, §6 Loyalty levels)', () => {
  it('earns STANDARD 5 %, SILVER 7 %, GOLD 10 %, TRAINER 5 % of the price', () => {
    expect(potentialBonuses(1000, 'STANDARD')).toEqual([{ code: 'PURCHASE', value: 50, name: 'Бонусы за покупку' }]);
    expect(bonusesOf(1000, 'SILVER')).toBe(70);
    expect(bonusesOf(1000, 'GOLD')).toBe(100);
    expect(bonusesOf(1000, 'TRAINER')).toBe(50);
  });

  it('rounds down to whole bonuses', () => {
    expect(bonusesOf('4999.00', 'STANDARD')).toBe(249); // 249.95
    expect(bonusesOf('1999.90', 'SILVER')).toBe(139); // 139.993
    expect(bonusesOf('19.99', 'STANDARD')).toBe(0);
  });

  it('shows STANDARD to anonymous shoppers and to customers without a club card; nothing to employees', () => {
    expect([null, undefined, 'NO_CARD'].map(earningLevel)).toEqual(['STANDARD', 'STANDARD', 'STANDARD']);
    expect(bonusesOf(2000, null)).toBe(100);
    expect(potentialBonuses(2000, 'EMPLOYEE')).toEqual([]);
    expect(potentialBonuses('19.00', 'GOLD')).toEqual([{ code: 'PURCHASE', value: 1, name: 'Бонусы за покупку' }]);
  });

  it('is the largest whole number not above price × percent, and grows with the price and the level', () => {
    const kopecks = fc.integer({ min: 0, max: 100_000_000 });
    fc.assert(
      fc.property(kopecks, kopecks, fc.constantFrom(['STANDARD', 5], ['SILVER', 7], ['GOLD', 10], ['TRAINER', 5]), (a, b, [level, percent]) => {
        const price = new Decimal(a).dividedBy(100);
        const value = bonusesOf(price, level as string);
        const exact = price.times(percent as number).dividedBy(100);
        expect(Number.isInteger(value)).toBe(true);
        expect(exact.minus(value).greaterThanOrEqualTo(0) && exact.minus(value).lessThan(1)).toBe(true);
        expect(bonusesOf(new Decimal(Math.max(a, b)).dividedBy(100), level as string)).toBeGreaterThanOrEqual(
          bonusesOf(new Decimal(Math.min(a, b)).dividedBy(100), level as string),
        );
        expect(bonusesOf(price, 'GOLD')).toBeGreaterThanOrEqual(bonusesOf(price, 'STANDARD'));
      }),
    );
  });
});
