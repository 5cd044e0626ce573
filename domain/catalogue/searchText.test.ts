import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  fromCyrillicLayout,
  fromLatinLayout,
  isWordFormOf,
  normalizeSearchText,
  searchWords,
  transliterateToCyrillic,
  transliterateToLatin,
  wordReadings,
} from './searchText';

describe('search text', () => {
  it('reads text typed in the wrong keyboard layout', () => {
    expect(fromLatinLayout('rhjccjdrb')).toBe('кроссовки');
    expect(fromLatinLayout('Rehnrf')).toBe('куртка');
    expect(fromCyrillicLayout('тшлу')).toBe('nike');
  });

  it('reads Latin transliteration as Cyrillic', () => {
    expect(transliterateToCyrillic('krossovki')).toBe('кроссовки');
    expect(transliterateToCyrillic('futbolka')).toBe('футболка');
    expect(transliterateToCyrillic('shorty')).toBe('шорты');
    expect(transliterateToCyrillic('myach')).toBe('мяч');
    expect(transliterateToLatin('адидас')).toBe('adidas');
    expect(transliterateToLatin('пума')).toBe('puma');
  });

  it('normalizes case, ё, punctuation and the 70-character limit', () => {
    expect(normalizeSearchText('  Кроссовки,  ЁЛКА!  ')).toBe('кроссовки, елка');
    expect(normalizeSearchText('ride 17.5 - new')).toBe('ride 17.5 new');
    expect(normalizeSearchText('aen,jkrf')).toBe('aen,jkrf');
    expect(wordReadings('aen,jkrf')).toContain('футболка');
    expect(searchWords('')).toEqual([]);
  });

  it('lists the literal word first and never repeats a reading', () => {
    expect(wordReadings('rhjccjdrb')).toEqual(['rhjccjdrb', 'кроссовки', 'рхйккйдрб']);
    expect(wordReadings('кроссовки')).toEqual(['кроссовки', 'rhjccjdrb', 'krossovki']);
    expect(wordReadings('17')).toEqual(['17']);
  });

  it('switching layouts there and back gives the word again', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-z]{1,12}$/), (w) => fromCyrillicLayout(fromLatinLayout(w)) === w));
  });

  it('normalized text has at most 70 characters and no outer spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const n = normalizeSearchText(s);
        return Array.from(n).length <= 70 && n === n.trim();
      }),
    );
  });
});

describe('word forms', () => {
  it('tells endings apart from typos', () => {
    expect(isWordFormOf('кроссовок', 'кроссовки')).toBe(true);
    expect(isWordFormOf('курток', 'куртки')).toBe(true);
    expect(isWordFormOf('кросовки', 'кроссовки')).toBe(false);
    expect(isWordFormOf('футбока', 'футболка')).toBe(false);
    expect(isWordFormOf('рюкзк', 'рюкзак')).toBe(false);
    expect(isWordFormOf('футболку', 'футболка')).toBe(true);
    expect(isWordFormOf('мяч', 'мех')).toBe(false);
  });

  it('every word is a form of itself once it has three letters', () => {
    fc.assert(fc.property(fc.stringMatching(/^[а-я]{3,15}$/), (w) => isWordFormOf(w, w)));
  });
});
