import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { badgeText, clampRating, mobileSearchPlaceholder, truncate, userDisplayName } from './limits';

describe('display limits (spec §5 Display, §9)', () => {
  it('badge shows 99+ above 99', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(7, 5)).toBe('5+');
    expect(badgeText(-3)).toBe('0');
  });

  it('rating stays within 0..5', () => {
    expect([clampRating(-1), clampRating(3.5), clampRating(7), clampRating(Number.NaN)]).toEqual([0, 3.5, 5, 0]);
    fc.assert(
      fc.property(fc.double(), (r) => {
        const c = clampRating(r);
        expect(c >= 0 && c <= 5).toBe(true);
      }),
    );
  });

  it('user name: default Пользователь, cut at 10', () => {
    expect(userDisplayName(undefined)).toBe('Пользователь');
    expect(userDisplayName('  ')).toBe('Пользователь');
    expect(userDisplayName('Александра Петровна')).toBe('Александра');
    expect(userDisplayName('Ира')).toBe('Ира');
  });

  it('mobile placeholder cuts at 25 plus an ellipsis', () => {
    expect(mobileSearchPlaceholder('кроссовки')).toBe('кроссовки');
    expect(mobileSearchPlaceholder('a'.repeat(26))).toBe(`${'a'.repeat(25)}…`);
    expect(mobileSearchPlaceholder('a'.repeat(25))).toBe('a'.repeat(25));
  });

  it('truncation keeps a prefix of at most max characters and leaves short text alone', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(40), (s, max) => {
        const t = truncate(s, max);
        expect(s.startsWith(t)).toBe(true);
        expect(Array.from(t).length).toBe(Math.min(max, Array.from(s).length));
      }),
    );
  });
});
