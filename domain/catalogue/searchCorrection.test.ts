import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance, isAcceptableCorrection } from './searchCorrection';

describe('search corrections', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('кросовки', 'кроссовки')).toBe(1);
    expect(editDistance('футбока', 'футболка')).toBe(1);
    expect(editDistance('forma', 'forge')).toBe(2);
    expect(editDistance('кроссвоки', 'кроссовки')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('is a distance: zero only for the same word, symmetric, and within the longer length', () => {
    const word = fc.string({ unit: fc.constantFrom(...'абвгдкорст'), maxLength: 9 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(editDistance(a, b) === 0).toBe(a === b);
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b)).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });

  it('allows more edits to longer words, none to short ones', () => {
    expect([3, 4, 5, 7, 8, 11, 12].map(allowedEdits)).toEqual([0, 0, 1, 1, 2, 2, 3]);
  });

  it('fixes slips of the fingers', () => {
    expect(isAcceptableCorrection({ word: 'кросовки', inflected: true }, 'кросовки', 'кроссовки')).toBe(true);
    expect(isAcceptableCorrection({ word: 'рюкзк', inflected: false }, 'рюкзк', 'рюкзак')).toBe(true);
    // Another form of the word is searched for whatever its edits.
    expect(isAcceptableCorrection({ word: 'курток', inflected: false }, 'курток', 'куртка')).toBe(true);
    // A brand typed in Cyrillic with a slip: «адидаз» is no Russian word form.
    expect(isAcceptableCorrection({ word: 'адидаз', inflected: false }, 'adidaz', 'adidas')).toBe(true);
  });

  it('never turns a plain word into an unrelated product name (issue 14)', () => {
    expect(isAcceptableCorrection({ word: 'форма', inflected: true }, 'forma', 'forge')).toBe(false);
    expect(isAcceptableCorrection({ word: 'сумка', inflected: true }, 'sumka', 'summit')).toBe(false);
    expect(isAcceptableCorrection({ word: 'капа', inflected: true }, 'kapa', 'kappa')).toBe(false);
    expect(isAcceptableCorrection({ word: 'термос', inflected: false }, 'termos', 'termit')).toBe(false);
    expect(isAcceptableCorrection({ word: 'спальник', inflected: true }, 'спальник', 'купальник')).toBe(false);
    expect(isAcceptableCorrection({ word: 'плавки', inflected: true }, 'плавки', 'плавания')).toBe(false);
    // Even one edit away, an inflected Russian word is not swapped for a word in Latin letters.
    expect(isAcceptableCorrection({ word: 'сноуборды', inflected: true }, 'snouborby', 'snoubordy')).toBe(false);
  });
});
