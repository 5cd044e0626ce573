import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Review, ReviewsPage } from '../../adapters-http/contract/reviews';
import { authorLabel, REVIEW_PAGE_SIZE, reviewListQuery } from '../../domain/reviews/reviews';
import { clampRating } from '../../domain/display/limits';
import { useServices } from '../shopContext';
import { PostPhotos } from './PostPhotos';
import * as E from 'fp-ts/Either';

const ORDER_LABELS = {
  DATE_DESC: 'Сначала новые',
  RATING_DESC: 'Сначала с высокой оценкой',
  RATING_ASC: 'Сначала с низкой оценкой',
  USEFUL: 'Сначала полезные',
} as const;
const FILTER_LABELS = {
  '': 'Все отзывы',
  WITH_PHOTOS: 'С фото',
  RATING_5: '5 звёзд',
  RATING_4: '4 звезды',
  RATING_3: '3 звезды',
  RATING_2: '2 звезды',
  RATING_1: '1 звезда',
} as const;

/** dd.mm.yyyy of an ISO date, the same on the server and in the browser. */
export const shortDate = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('.');

/** Stars for a rating clamped to 0..5 (spec §5 Display). */
export function Stars({ rating }: { readonly rating: number }) {
  const value = clampRating(rating);
  return (
    <span className="stars" role="img" aria-label={`Оценка ${value} из 5`}>
      {'★'.repeat(Math.round(value))}
      {'☆'.repeat(5 - Math.round(value))}
    </span>
  );
}

export function ReviewItem({ review }: { readonly review: Review }) {
  const { reviews } = useServices();
  const [counts, setCounts] = useState({ likes: review.likes, dislikes: review.dislikes });
  const vote = async (kind: 'LIKE' | 'DISLIKE') => {
    const answer = await reviews?.vote(review.id, kind);
    if (answer && E.isRight(answer)) setCounts(answer.right);
  };
  return (
    <li className="review" data-testid="review">
      <header className="review__head">
        <strong>{authorLabel(review.author, review.isAnonymous)}</strong>
        <Stars rating={review.rating} />
        <time dateTime={review.createdAt} className="muted">
          {shortDate(review.createdAt)}
        </time>
      </header>
      <p>{review.body}</p>
      <PostPhotos photos={review.photos} label="Фото к отзыву" />
      <div className="review__votes">
        <button type="button" className="link-button" onClick={() => void vote('LIKE')}>
          Полезно ({counts.likes})
        </button>
        <button type="button" className="link-button" onClick={() => void vote('DISLIKE')}>
          Не полезно ({counts.dislikes})
        </button>
      </div>
    </li>
  );
}

/** The reviews tab: ordering and filter as a GET form (works without scripts), the list. */
export function ReviewList({ page, orderBy, filter }: { readonly page: ReviewsPage; readonly orderBy: string; readonly filter: string }) {
  const navigate = useNavigate();
  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    void navigate(
      `?${reviewListQuery({ page: 1, pageSize: REVIEW_PAGE_SIZE.default, orderBy: String(data.get('orderBy') ?? ''), filter: String(data.get('filter') ?? '') })}`,
    );
  };
  return (
    <>
      <form
        method="get"
        className="review-controls"
        onChange={(e) => apply(e.currentTarget)}
        onSubmit={(e) => {
          e.preventDefault();
          apply(e.currentTarget);
        }}
      >
        <label>
          Сортировка
          <select name="orderBy" defaultValue={orderBy || 'DATE_DESC'}>
            {Object.entries(ORDER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Показать
          <select name="filter" defaultValue={filter}>
            {Object.entries(FILTER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className="button">
            Показать
          </button>
        </noscript>
      </form>
      {page.reviews.length === 0 ? (
        <p className="empty">Отзывов с текстом пока нет — будьте первым.</p>
      ) : (
        <ul className="reviews">
          {page.reviews.map((r) => (
            <ReviewItem key={r.id} review={r} />
          ))}
        </ul>
      )}
    </>
  );
}
