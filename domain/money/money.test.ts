import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { sumMoney } from './money';

describe('money (spec §3)', () => {
  it('sums without float error', () => {
    expect(sumMoney(['0.1', '0.2']).toString()).toBe('0.3');
    expect(sumMoney([]).toString()).toBe('0');
  });

  it('sums kopeck amounts exactly, in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(10 ** 12), max: 10 ** 12 })), (kopecks) => {
        const amounts = kopecks.map((k) => new Decimal(k).dividedBy(100));
        expect(sumMoney(amounts).times(100).toNumber()).toBe(kopecks.reduce((a, b) => a + b, 0));
        expect(sumMoney([...amounts].reverse()).equals(sumMoney(amounts))).toBe(true);
      }),
    );
  });
});
