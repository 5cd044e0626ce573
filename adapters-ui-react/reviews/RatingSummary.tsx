import { clampRating } from '../../domain/display/limits';
import { ratingsText, reviewsText } from '../../domain/reviews/ratingSummary';
import { Stars } from './ReviewList';

/**
 * The product's average, its ratings and written reviews named apart («458 оценок · 5 отзывов»), and how the
 * ratings spread over the stars, five first, as bars with their counts.
 */
export function RatingSummary({
  rating,
  ratingCount,
  reviews,
  distribution,
}: {
  readonly rating: number;
  readonly ratingCount: number;
  readonly reviews: number;
  readonly distribution: readonly { readonly rating: number; readonly count: number }[];
}) {
  if (ratingCount === 0) return <p className="rating-summary muted">Оценок пока нет</p>;
  const value = clampRating(rating);
  return (
    <div className="rating-summary">
      <p className="rating-summary__total">
        <Stars rating={value} /> <strong>{value.toFixed(1)}</strong>{' '}
        <span className="muted">
          {ratingsText(ratingCount)} · {reviewsText(reviews)}
        </span>
      </p>
      <ul className="rating-bars" aria-label="Оценки по звёздам">
        {distribution.map((s) => (
          <li key={s.rating} className="rating-bars__row" aria-label={`${s.rating} ★: ${ratingsText(s.count)}`}>
            <span aria-hidden="true">{s.rating} ★</span>
            <span className="rating-bars__bar" aria-hidden="true">
              <span style={{ width: `${(100 * s.count) / ratingCount}%` }} />
            </span>
            <span className="muted" aria-hidden="true">
              {s.count}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
