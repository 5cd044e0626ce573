import { countWithWord, type RussianForms } from '../display/plural';
import { RATING_MAX } from '../display/limits';

/** A rating is any star given; a review is one written with a text: the shop counts and names them apart. */
const RATING_FORMS: RussianForms = ['оценка', 'оценки', 'оценок'];
const REVIEW_FORMS: RussianForms = ['отзыв', 'отзыва', 'отзывов'];

/** «458 оценок» (spec §3 Product rating; §9 plural forms for Russian words). */
export const ratingsText = (count: number): string => countWithWord(count, RATING_FORMS);
/** «5 отзывов» (spec §3 Product reviews; §9 plural forms for Russian words). */
export const reviewsText = (count: number): string => countWithWord(count, REVIEW_FORMS);

/** Ratings per star from five stars down to one, from counts stored one star first (spec §3 FT12540 new review rating display). */
export function starDistribution(countsFromOneStar: readonly number[]): { readonly rating: number; readonly count: number }[] {
  return Array.from({ length: RATING_MAX }, (_, i) => ({ rating: RATING_MAX - i, count: countsFromOneStar[RATING_MAX - 1 - i] ?? 0 }));
}
