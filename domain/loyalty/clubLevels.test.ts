import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clubLevels } from './clubLevels';
import { levelProgress } from './bonusAccount';
import { levelForPurchases } from './loyaltyLevels';
import Decimal from 'decimal.js';

/** The table's row of the level a purchase amount reaches. */
const clubLevelRowFor = (purchases: number) => clubLevels().find((r) => r.level === levelForPurchases(purchases))!;

describe('club levels table (spec §6 Loyalty levels)', () => {
  it('gives the spec percents and thresholds', () => {
    expect(clubLevels().map((r) => [r.level, r.percent, r.from, r.to])).toEqual([
      ['STANDARD', 5, 0, 15_000],
      ['SILVER', 7, 15_001, 150_000],
      ['GOLD', 10, 150_001, null],
    ]);
  });

  it('ranges are contiguous: each starts one rouble after the previous ends', () => {
    const rows = clubLevels();
    rows.slice(1).forEach((r, i) => expect(r.from).toBe(rows[i]!.to! + 1));
  });

  it('every purchase amount falls in the range of its level', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (amount) => {
        const row = clubLevelRowFor(amount);
        expect(amount).toBeGreaterThanOrEqual(row.from);
        if (row.to !== null) expect(amount).toBeLessThanOrEqual(row.to);
      }),
    );
  });

  it('what is left to the next level, once bought, reaches that level', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), (amount) => {
        const order = {
          orderNumber: '1',
          cancelled: false,
          inRoubles: true,
          createdAt: new Date(0),
          cancelledAt: null,
          purchaseAmount: new Decimal(amount),
          bonusesSpent: 0,
          receivedAt: null,
          receivedLevel: null,
          refunded: new Decimal(0),
          creditedPurchase: new Decimal(amount),
        };
        const progress = levelProgress(clubLevelRowFor(amount).level, [order]);
        if (progress.nextLevel === null) return;
        const reached = clubLevelRowFor(amount + progress.amountToNextLevel!.toNumber());
        expect(clubLevels().findIndex((r) => r.level === reached.level)).toBeGreaterThanOrEqual(clubLevels().findIndex((r) => r.level === progress.nextLevel));
      }),
    );
  });
});
