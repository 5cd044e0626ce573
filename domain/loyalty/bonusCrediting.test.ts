import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bonusExpiry, creditDate, creditDueBefore, expiringLots, levelAfterPurchases, orderCredit, type BonusLot } from './bonusCrediting';
import { bonusHistory } from './bonusAccount';

const kopecks = (max: number) => fc.integer({ min: 0, max }).map((k) => new Decimal(k).dividedBy(100));
const LEVELS = ['STANDARD', 'SILVER', 'GOLD', 'EMPLOYEE', 'TRAINER', null] as const;
const RUNGS = ['STANDARD', 'SILVER', 'GOLD'];

describe('crediting bonuses of received orders (spec §6 Loyalty levels; club rules: 14 days, 365 days)', () => {
  it('credits 14 days after receipt and expires 365 days after crediting', () => {
    expect(creditDate(new Date('2026-03-01T10:00:00Z'))).toEqual(new Date('2026-03-15T10:00:00Z'));
    expect(creditDueBefore(new Date('2026-03-15T10:00:00Z'))).toEqual(new Date('2026-03-01T10:00:00Z'));
    expect(bonusExpiry(new Date('2026-03-15T10:00:00Z'))).toEqual(new Date('2027-03-15T10:00:00Z'));
  });

  it("gives the level's percent of what was paid for goods, less bonuses spent and refunds, rounded down", () => {
    expect(orderCredit(10_000, 0, 0, 'STANDARD')).toEqual({ purchase: new Decimal(10_000), bonuses: 500 });
    expect(orderCredit(10_000, 1000, 2000, 'SILVER')).toEqual({ purchase: new Decimal(8000), bonuses: 490 });
    expect(orderCredit('999.99', 0, 0, 'GOLD').bonuses).toBe(99);
    expect(orderCredit(10_000, 0, 0, 'EMPLOYEE').bonuses).toBe(0);
    expect(orderCredit(1000, 500, 1000, 'GOLD')).toEqual({ purchase: new Decimal(0), bonuses: 0 });
  });

  it('never credits a negative amount, and a larger refund never credits more (property)', () => {
    fc.assert(
      fc.property(
        kopecks(1e8),
        fc.integer({ min: 0, max: 1e6 }),
        kopecks(1e8),
        kopecks(1e8),
        fc.constantFrom(...LEVELS),
        (goods, spent, refund, more, level) => {
          const credit = orderCredit(goods, spent, refund, level);
          expect(credit.bonuses).toBeGreaterThanOrEqual(0);
          expect(credit.purchase.isNegative()).toBe(false);
          const lower = orderCredit(goods, spent, refund.plus(more), level);
          expect(lower.bonuses).toBeLessThanOrEqual(credit.bonuses);
          expect(lower.purchase.lessThanOrEqualTo(credit.purchase)).toBe(true);
        },
      ),
    );
  });

  it('moves STANDARD → SILVER → GOLD at 15 001 and 150 001, keeps EMPLOYEE and TRAINER, never lowers', () => {
    expect(levelAfterPurchases(null, 15_000)).toBe('STANDARD');
    expect(levelAfterPurchases(null, 15_001)).toBe('SILVER');
    expect(levelAfterPurchases('SILVER', 150_001)).toBe('GOLD');
    expect(levelAfterPurchases('GOLD', 0)).toBe('GOLD');
    expect(levelAfterPurchases('EMPLOYEE', 1e6)).toBe('EMPLOYEE');
    expect(levelAfterPurchases('TRAINER', 1e6)).toBe('TRAINER');
  });

  it('the level is monotone in purchases (property)', () => {
    fc.assert(
      fc.property(kopecks(3e7), kopecks(3e7), fc.constantFrom(...LEVELS), (a, extra, stored) => {
        const low = levelAfterPurchases(stored, a);
        const high = levelAfterPurchases(stored, a.plus(extra));
        if (stored === 'EMPLOYEE' || stored === 'TRAINER') expect([low, high]).toEqual([stored, stored]);
        else expect(RUNGS.indexOf(high)).toBeGreaterThanOrEqual(RUNGS.indexOf(low));
      }),
    );
  });
});

describe('expiry of credited bonuses, first in first out (club rules: 365 days)', () => {
  const NOW = new Date('2027-06-01T00:00:00Z');
  const lot = (orderNumber: string, amount: number, due: boolean, expired = false): BonusLot => ({
    orderNumber,
    amount,
    expiresAt: new Date(NOW.getTime() + (due ? -1 : 1)),
    expired,
  });

  it('takes spending from the oldest credit first', () => {
    expect(expiringLots([lot('1', 500, true), lot('2', 300, false)], 200, 600, NOW)).toEqual([{ orderNumber: '1', amount: 300 }]);
    expect(expiringLots([lot('1', 500, true), lot('2', 300, true)], 600, 200, NOW)).toEqual([
      { orderNumber: '1', amount: 0 },
      { orderNumber: '2', amount: 200 },
    ]);
    // The first credit already expired in full: its write-off counts as a debit.
    expect(expiringLots([lot('1', 500, true, true), lot('2', 300, true)], 500, 300, NOW)).toEqual([{ orderNumber: '2', amount: 300 }]);
  });

  it('never takes more than the credit or the balance, and never a negative amount (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.boolean()), { maxLength: 8 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (spec, debits, balance) => {
          const lots = spec.map(([amount, due], i) => lot(String(i), amount, due));
          const out = expiringLots(lots, debits, balance, NOW);
          const total = out.reduce((s, e) => s + e.amount, 0);
          expect(total).toBeLessThanOrEqual(balance);
          for (const e of out) {
            expect(e.amount).toBeGreaterThanOrEqual(0);
            expect(e.amount).toBeLessThanOrEqual(lots.find((l) => l.orderNumber === e.orderNumber)!.amount);
          }
        },
      ),
    );
  });

  it('shows credits and expiry in the history beside spending', () => {
    const at = new Date('2026-03-05T10:00:00Z');
    const history = bonusHistory(
      [],
      [
        { kind: 'EARNED', orderNumber: '7', amount: 120, at },
        { kind: 'EXPIRED', orderNumber: '6', amount: 0, at },
        { kind: 'EXPIRED', orderNumber: '5', amount: 30, at: new Date('2026-03-06T10:00:00Z') },
      ],
      { dateBegin: '2026-03-01', dateEnd: '2026-03-31' },
    );
    expect(history.map((m) => [m.orderNumber, m.type, m.amount])).toEqual([
      ['5', 'EXPIRED', -30],
      ['7', 'EARNED', 120],
    ]);
  });
});
