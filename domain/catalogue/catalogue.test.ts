import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { cataloguePageOrFirst, lastPageIfPast, parseCataloguePage } from './cataloguePage';
import { LIST_PAGE_SIZE } from '../display/limits';
import { clampSearchInput, searchPath, searchQuery, suggest } from './search';

describe('catalogue page (spec §4, §5, §9: 1..277)', () => {
  it('accepts 1..277 only', () => {
    expect(parseCataloguePage(1)).toEqual(E.right(1));
    expect(parseCataloguePage('277')).toEqual(E.right(277));
    for (const bad of [0, 278, -1, 1.5, '2a', null]) expect(parseCataloguePage(bad)).toEqual(E.left({ _tag: 'INCORRECT_REQUEST' }));
    expect(cataloguePageOrFirst(undefined)).toEqual(E.right(1));
    expect(cataloguePageOrFirst('')).toEqual(E.right(1));
    expect(cataloguePageOrFirst('3')).toEqual(E.right(3));
    expect(parseCataloguePage(' 12 ')).toEqual(E.right(12));
    // Digits only, not what Number would also read as a page.
    for (const bad of ['1e2', '+5', '0x10', '5.0']) expect(parseCataloguePage(bad)).toEqual(E.left({ _tag: 'INCORRECT_REQUEST' }));
    expect(LIST_PAGE_SIZE.default).toBe(5);
  });

  it('accepts exactly the integers in bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        expect(E.isRight(parseCataloguePage(n))).toBe(n >= 1 && n <= 277);
      }),
    );
  });
});

describe('a listing page past the last one', () => {
  it('goes to the last page with products, page 1 when there are none', () => {
    expect(lastPageIfPast(5, 3)).toBe(3);
    expect(lastPageIfPast(3, 3)).toBeNull();
    expect(lastPageIfPast(1, 3)).toBeNull();
    expect(lastPageIfPast(2, 0)).toBe(1);
    expect(lastPageIfPast(1, 0)).toBeNull();
  });
});

describe('search (spec §4 Search, §5, §9)', () => {
  it('keeps at most 70 characters and navigates with trimmed non-empty text', () => {
    expect(clampSearchInput('я'.repeat(80))).toHaveLength(70);
    expect(searchQuery('  кроссовки  ')).toEqual(O.some('кроссовки'));
    expect(searchQuery('   ')).toEqual(O.none);
    expect(searchPath('бег и ходьба')).toBe('/catalog/product/search.do/?text=%D0%B1%D0%B5%D0%B3%20%D0%B8%20%D1%85%D0%BE%D0%B4%D1%8C%D0%B1%D0%B0');
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(Array.from(clampSearchInput(s)).length).toBeLessThanOrEqual(70);
      }),
    );
  });

  it('suggests from 2 characters, case-insensitive substring', () => {
    const brands = ['Nike', 'Demix', 'Adidas', 'Спортмастер'];
    expect(suggest(brands, 'i', (b) => b)).toEqual([]);
    expect(suggest(brands, 'DI', (b) => b)).toEqual(['Adidas']);
    expect(suggest(brands, 'ИК', (b) => b)).toEqual([]);
    expect(suggest(brands, 'МАС', (b) => b)).toEqual(['Спортмастер']);
  });

  it('suggestions are a subset that each contain the text', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), (items, typed) => {
        const found = suggest(items, typed, (s) => s);
        expect(found.every((s) => items.includes(s))).toBe(true);
        if (typed.trim().length >= 2) expect(found.every((s) => s.toLocaleLowerCase('ru').includes(typed.trim().toLocaleLowerCase('ru')))).toBe(true);
      }),
    );
  });
});
