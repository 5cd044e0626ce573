import type { ValidationError } from '../validation/validationError';
import { RATING_MAX } from '../display/limits';
/** Longest review or question text; the spec gives none. */
export const REVIEW_BODY_MAX = 2000;
/** Review list page size when the client sends none; at most 50. */
export const REVIEW_PAGE_SIZE = { default: 10, max: 50 } as const;

/** Tabs of the product's reviews and questions (spec §9; Russian written here for «Reviews» and «Questions and answers»). */
export const REVIEW_TABS = { reviews: 'Отзывы', questions: 'Вопросы и ответы' } as const;
/** How an anonymous author is shown. */
export const ANONYMOUS_AUTHOR = 'Покупатель';

/** Review orders the list accepts (spec §7 reviews orderBy). */
export const REVIEW_ORDERS = ['DATE_DESC', 'RATING_DESC', 'RATING_ASC', 'USEFUL'] as const;
export type ReviewOrder = (typeof REVIEW_ORDERS)[number];
/** Review filters: with photos, or one star value (spec §7 reviews filter). */
export const REVIEW_FILTERS = ['WITH_PHOTOS', 'RATING_1', 'RATING_2', 'RATING_3', 'RATING_4', 'RATING_5'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** The rating rule: a whole number from 1 to 5, else «Поставьте оценку от 1 до 5» (spec §5 Other texts, rating). */
export function ratingError(rating: number | null | undefined): ValidationError | null {
  return typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= RATING_MAX ? null : { _tag: 'rating' };
}

/** A review or question text: required (not blank) and at most 2000 characters (spec §5 required, max). */
export function bodyError(body: string): ValidationError | null {
  if (body.trim() === '') return { _tag: 'required' };
  return body.trim().length > REVIEW_BODY_MAX ? { _tag: 'max', length: REVIEW_BODY_MAX } : null;
}

/** The review list query: pageSize and page always, orderBy and filter only when not blank (spec §5 Other rules). */
export function reviewListQuery(q: { readonly page: number; readonly pageSize: number; readonly orderBy?: string; readonly filter?: string }): string {
  const pairs: [string, string][] = [
    ['pageSize', String(q.pageSize)],
    ['page', String(q.page)],
  ];
  if (q.orderBy?.trim()) pairs.push(['orderBy', q.orderBy.trim()]);
  if (q.filter?.trim()) pairs.push(['filter', q.filter.trim()]);
  return pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
}

/** The name shown with a review or question: anonymous ones as «Покупатель» (spec §3 Review/Question isAnonymous). */
export function authorLabel(author: string, isAnonymous: boolean): string {
  return isAnonymous || author.trim() === '' ? ANONYMOUS_AUTHOR : author.trim();
}
