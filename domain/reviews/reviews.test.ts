import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authorLabel, bodyError, ratingError, reviewListQuery, withReview } from './reviews';
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

  it('moves the average towards the new rating and keeps it within 1..5', () => {
    expect(withReview({ rating: 0, count: 0 }, 4)).toEqual({ rating: 4, count: 1 });
    expect(withReview({ rating: 4.5, count: 3 }, 1)).toEqual({ rating: 3.6, count: 4 });
    fc.assert(fc.property(fc.integer({ min: 10, max: 50 }).map((n) => n / 10), fc.nat(1000), fc.integer({ min: 1, max: 5 }), (rating, count, r) => {
      const next = withReview({ rating, count }, r);
      expect(next.count).toBe(count + 1);
      expect(next.rating).toBeGreaterThanOrEqual(Math.min(rating, r) - 0.05);
      expect(next.rating).toBeLessThanOrEqual(Math.max(rating, r) + 0.05);
    }));
  });

  it('sends orderBy and filter only when they are not blank', () => {
    expect(reviewListQuery({ page: 1, pageSize: 10, orderBy: ' ', filter: '' })).toBe('pageSize=10&page=1');
    expect(reviewListQuery({ page: 2, pageSize: 10, orderBy: 'RATING_DESC', filter: 'WITH_PHOTOS' })).toBe('pageSize=10&page=2&orderBy=RATING_DESC&filter=WITH_PHOTOS');
    fc.assert(fc.property(fc.string(), fc.string(), (orderBy, filter) => {
      const params = new URLSearchParams(reviewListQuery({ page: 1, pageSize: 5, orderBy, filter }));
      expect(params.has('orderBy')).toBe(orderBy.trim() !== '');
      expect(params.has('filter')).toBe(filter.trim() !== '');
    }));
  });

  it('shows anonymous authors as «Покупатель»', () => {
    expect(authorLabel('Ольга', true)).toBe('Покупатель');
    expect(authorLabel('  ', false)).toBe('Покупатель');
    expect(authorLabel('Ольга', false)).toBe('Ольга');
  });
});
