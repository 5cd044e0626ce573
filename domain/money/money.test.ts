import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { parseMoney, sumMoney } from './money';

describe('money (spec §3)', () => {
  it('parses numbers and numeric strings exactly, rejects the rest', () => {
    expect(E.map(String)(parseMoney('1999.90'))).toEqual(E.right('1999.9'));
    expect(E.map(String)(parseMoney(-500))).toEqual(E.right('-500'));
    for (const bad of ['', '1e5', 'abc', Number.NaN, Infinity, null]) expect(E.isLeft(parseMoney(bad))).toBe(true);
  });

  it('round-trips kopeck amounts through their string form', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (k) => {
      const text = `${k < 0n ? '-' : ''}${(k < 0n ? -k : k) / 100n}.${String((k < 0n ? -k : k) % 100n).padStart(2, '0')}`;
      const parsed = parseMoney(text);
      expect(E.isRight(parsed) && parsed.right.times(100).toFixed(0)).toBe(k.toString().replace(/^-0$/, '0'));
    }));
  });

  it('sums without float error', () => {
    expect(sumMoney(['0.1', '0.2']).toString()).toBe('0.3');
    expect(sumMoney([]).toString()).toBe('0');
  });
});
