import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bonusHistory, defaultHistoryRange, futureBonuses, levelProgress, type OrderBonusFacts } from './bonusAccount';
import { levelForPurchases } from './loyaltyLevels';

const order = (n: string, over: Partial<OrderBonusFacts> = {}): OrderBonusFacts => ({
  orderNumber: n,
  cancelled: false,
  inRoubles: true,
  createdAt: new Date('2026-03-10T09:00:00Z'),
  cancelledAt: null,
  purchaseAmount: new Decimal(1000),
  bonusesSpent: 0,
  receivedAt: null,
  receivedLevel: null,
  refunded: new Decimal(0),
  creditedPurchase: null,
  ...over,
});

describe('the bonus account (spec §6 Loyalty levels, §7 bonuses)', () => {
  it('shows the level, its percent and card, and what is left to buy for the next level', () => {
    expect(levelProgress(null, [order('1', { creditedPurchase: new Decimal('5000.50') })])).toMatchObject({
      level: 'STANDARD',
      percent: 5,
      cardImage: 'standard',
      nextLevel: 'SILVER',
      amountToNextLevel: new Decimal('10000.50'),
    });
    expect(levelProgress('SILVER', [])).toMatchObject({ percent: 7, cardImage: 'silver', nextLevel: 'GOLD', amountToNextLevel: new Decimal(150_001) });
    expect(levelProgress('GOLD', [])).toMatchObject({ percent: 10, cardImage: 'gold', nextLevel: null, amountToNextLevel: null });
    expect(levelProgress('EMPLOYEE', [])).toMatchObject({ percent: null, cardImage: 'standard', nextLevel: null });
  });

  it('counts only credited rouble orders as purchases, at what they counted when credited', () => {
    const credited = { creditedPurchase: new Decimal(800) };
    const orders = [order('1', credited), order('2'), order('3', { ...credited, inRoubles: false })];
    expect(levelProgress('STANDARD', orders).purchasesAmount).toEqual(new Decimal(800));
  });

  it('buying exactly what is left reaches the next level (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000_00 }), (kopecks) => {
        const purchases = new Decimal(kopecks).dividedBy(100);
        const stored = levelForPurchases(purchases);
        const progress = levelProgress(stored, [order('1', { creditedPurchase: purchases })]);
        if (progress.nextLevel === null) {
          expect(stored).toBe('GOLD');
          return;
        }
        expect(progress.amountToNextLevel!.greaterThan(0)).toBe(true);
        expect(levelForPurchases(purchases.plus(progress.amountToNextLevel!))).toBe(progress.nextLevel);
        expect(levelForPurchases(purchases.plus(progress.amountToNextLevel!).minus('0.01'))).toBe(stored);
      }),
    );
  });

  it("expects the level's percent of what is paid without bonuses for orders neither cancelled nor credited, in roubles only", () => {
    const orders = [
      order('1', { purchaseAmount: new Decimal(3000), bonusesSpent: 1000 }),
      order('2', { cancelled: true }),
      order('3', { inRoubles: false }),
      order('4', { purchaseAmount: new Decimal(5) }),
      order('5', { creditedPurchase: new Decimal(1000) }),
    ];
    expect(futureBonuses('GOLD', orders)).toEqual([{ orderNumber: '1', orderDate: orders[0]!.createdAt, amount: 200, creditDate: null }]);
    expect(futureBonuses('EMPLOYEE', orders)).toEqual([]);
  });

  it("dates a received order's bonuses 14 days after receipt, at the level then, less refunds", () => {
    const received = order('1', { receivedAt: new Date('2026-03-10T09:00:00Z'), receivedLevel: 'SILVER', refunded: new Decimal(400) });
    expect(futureBonuses('STANDARD', [received])).toEqual([
      { orderNumber: '1', orderDate: received.createdAt, amount: 42, creditDate: new Date('2026-03-24T09:00:00Z') },
    ]);
  });

  it('lists spending and the return of a cancelled order by Moscow day, newest first', () => {
    const orders = [
      order('1', { bonusesSpent: 300, createdAt: new Date('2026-03-01T20:59:00Z') }),
      order('2', { bonusesSpent: 500, cancelled: true, createdAt: new Date('2026-03-02T10:00:00Z'), cancelledAt: new Date('2026-03-05T10:00:00Z') }),
      order('3'),
    ];
    expect(bonusHistory(orders, [], { dateBegin: '2026-03-01', dateEnd: '2026-03-31' }).map((m) => [m.orderNumber, m.type, m.amount])).toEqual([
      ['2', 'RETURNED', 500],
      ['2', 'SPENT', -500],
      ['1', 'SPENT', -300],
    ]);
    // 20:59 UTC on the 1st is 23:59 in Moscow: still the 1st; the range ends are included.
    expect(bonusHistory(orders, [], { dateBegin: '2026-03-02', dateEnd: '2026-03-02' }).map((m) => m.type)).toEqual(['SPENT']);
    expect(bonusHistory(orders, [], { dateBegin: '2026-03-01', dateEnd: '2026-03-01' }).map((m) => m.orderNumber)).toEqual(['1']);
  });

  it('defaults the history to the last twelve months up to today in Moscow', () => {
    expect(defaultHistoryRange(new Date('2026-11-22T22:30:00Z'))).toEqual({ dateBegin: '2025-11-23', dateEnd: '2026-11-23' });
  });
});
