import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorLabel, bodyError, ratingError, reviewListQuery } from './reviews';
import { validationMessage } from '../validation/messages';

describe('reviews (spec §5, §7, §9)', () => {
  it('takes a whole rating from 1 to 5, else «Поставьте оценку от 1 до 5»', () => {
    for (const r of [1, 2, 3, 4, 5]) expect(ratingError(r)).toBeNull();
    for (const r of [0, 6, 4.5, -1, Number.NaN, null, undefined]) expect(validationMessage(ratingError(r)!)).toBe('Поставьте оценку от 1 до 5');
  });

  it('requires a non-blank text of at most 2000 characters', () => {
    expect(bodyError(' \n ')).toEqual({ _tag: 'required' });
    expect(bodyError('Отличные кроссовки')).toBeNull();
    expect(bodyError('а'.repeat(2001))).toEqual({ _tag: 'max', length: 2000 });
  });

  it('sends orderBy and filter only when they are not blank', () => {
    expect(reviewListQuery({ page: 1, pageSize: 10, orderBy: ' ', filter: '' })).toBe('pageSize=10&page=1');
    expect(reviewListQuery({ page: 2, pageSize: 10, orderBy: 'RATING_DESC', filter: 'WITH_PHOTOS' })).toBe(
      'pageSize=10&page=2&orderBy=RATING_DESC&filter=WITH_PHOTOS',
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (orderBy, filter) => {
        const params = new URLSearchParams(reviewListQuery({ page: 1, pageSize: 5, orderBy, filter }));
        expect(params.has('orderBy')).toBe(orderBy.trim() !== '');
        expect(params.has('filter')).toBe(filter.trim() !== '');
      }),
    );
  });

  it('shows anonymous authors as «Покупатель»', () => {
    expect(authorLabel('Ольга', true)).toBe('Покупатель');
    expect(authorLabel('  ', false)).toBe('Покупатель');
    expect(authorLabel('Ольга', false)).toBe('Ольга');
  });
});
