import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BONUS_PERCENT, bonusesFor, cardImage, levelForPurchases } from './loyaltyLevels';

const rank = { STANDARD: 0, SILVER: 1, GOLD: 2 } as const;

describe('loyalty (spec §6)', () => {
  it('has the percents STANDARD 5, SILVER 7, GOLD 10, TRAINER 5', () => {
    expect(BONUS_PERCENT).toMatchObject({ STANDARD: 5, SILVER: 7, GOLD: 10, TRAINER: 5 });
    expect(bonusesFor(1000, 'GOLD')).toBe(100);
    expect(bonusesFor('1999.90', 'SILVER')).toBe(139);
    expect(bonusesFor(1000, 'EMPLOYEE')).toBe(0);
  });

  it('reaches levels at 0, 15 001 and 150 001', () => {
    expect([0, 15_000, 15_001, 150_000, 150_001].map(levelForPurchases)).toEqual(['STANDARD', 'STANDARD', 'SILVER', 'SILVER', 'GOLD']);
  });

  it('the level never drops as purchases grow', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(rank[levelForPurchases(lo)]).toBeLessThanOrEqual(rank[levelForPurchases(hi)]);
      }),
    );
  });

  it('card image falls back to standard', () => {
    expect(['STANDARD', 'SILVER', 'GOLD', 'TRAINER', 'EMPLOYEE', undefined].map((l) => cardImage(l as never))).toEqual([
      'standard',
      'silver',
      'gold',
      'standard',
      'standard',
      'standard',
    ]);
  });
});
