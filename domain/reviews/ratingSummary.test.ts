import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratingsText, reviewsText, starDistribution } from './ratingSummary';

describe('ratings and reviews named apart', () => {
  it('uses the Russian plural of each', () => {
    expect([1, 2, 5, 11, 21, 458].map(ratingsText)).toEqual(['1 оценка', '2 оценки', '5 оценок', '11 оценок', '21 оценка', '458 оценок']);
    expect([0, 1, 3, 12, 22].map(reviewsText)).toEqual(['0 отзывов', '1 отзыв', '3 отзыва', '12 отзывов', '22 отзыва']);
  });

  it('lists the stars from five down to one, every rating once', () => {
    expect(starDistribution([1, 2, 3, 4, 5])).toEqual([
      { rating: 5, count: 5 },
      { rating: 4, count: 4 },
      { rating: 3, count: 3 },
      { rating: 2, count: 2 },
      { rating: 1, count: 1 },
    ]);
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 5, maxLength: 5 }), (counts) => {
        const stars = starDistribution(counts);
        expect(stars.map((s) => s.rating)).toEqual([5, 4, 3, 2, 1]);
        expect(stars.reduce((sum, s) => sum + s.count, 0)).toBe(counts.reduce((a, b) => a + b, 0));
      }),
    );
  });
});
