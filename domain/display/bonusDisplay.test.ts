import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bonusLabel, shortBonusAmount } from './bonusDisplay';

const nbsp = '\u00a0';

describe('bonus display (spec §9)', () => {
  it('shows below 100 000 in full, then thousands with к, from a million with м', () => {
    expect(shortBonusAmount(99_999)).toBe(`99${nbsp}999`);
    expect(shortBonusAmount(100_000)).toBe('100к');
    expect(shortBonusAmount(150_999)).toBe('150к');
    expect(shortBonusAmount(999_999)).toBe('999к');
    expect(shortBonusAmount(1_000_000)).toBe('1м');
    expect(shortBonusAmount(1_550_000)).toBe('1,5м');
    expect(bonusLabel(500)).toBe(`500${nbsp}Б`);
    expect(bonusLabel(250_000)).toBe(`250к${nbsp}Б`);
  });

  it('never shows more than the real amount and loses less than one unit of the suffix', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (n) => {
        const text = shortBonusAmount(n);
        const unit = text.endsWith('м') ? 1_000_000 : text.endsWith('к') ? 1000 : 1;
        const shown = Number(text.replace(/[км]$/, '').replace(/\s/g, '').replace(',', '.')) * unit;
        expect(shown).toBeLessThanOrEqual(n);
        expect(n - shown).toBeLessThan(unit === 1_000_000 ? 100_000 : unit);
        expect(unit).toBe(n >= 1_000_000 ? 1_000_000 : n >= 100_000 ? 1000 : 1);
      }),
    );
  });
});
