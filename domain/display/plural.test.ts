import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countWithWord, pluralRu, type RussianForms } from './plural';

const goods: RussianForms = ['товар', 'товара', 'товаров'];

describe('pluralRu (spec §9 plural forms)', () => {
  it('picks the classic forms', () => {
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 0].map((n) => countWithWord(n, goods))).toEqual([
      '1 товар',
      '2 товара',
      '4 товара',
      '5 товаров',
      '11 товаров',
      '12 товаров',
      '14 товаров',
      '21 товар',
      '22 товара',
      '25 товаров',
      '101 товар',
      '111 товаров',
      '0 товаров',
    ]);
    expect(pluralRu(1.5, goods)).toBe('товара');
  });

  it('groups thousands as Russian text does, with no-break spaces', () => {
    expect([1549, 12000, 999].map((n) => countWithWord(n, goods))).toEqual(['1\u00a0549 товаров', '12\u00a0000 товаров', '999 товаров']);
  });

  it('agrees with the CLDR Russian plural rules for every integer', () => {
    const rules = new Intl.PluralRules('ru');
    const index = { one: 0, few: 1, many: 2 } as Record<string, number>;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        expect(pluralRu(n, goods)).toBe(goods[index[rules.select(n)]!]);
      }),
    );
  });
});
