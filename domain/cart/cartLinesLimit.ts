import * as E from 'fp-ts/Either';
import { liveLines, type CartLine } from './cartLine';

/**
 * Most lines a cart may hold. The spec names TOO_MANY_LINES_IN_BASKET but not the limit;
 * 100 distinct sizes is far beyond any household order and keeps a cart page light.
 */
export const MAX_CART_LINES = 100;

/** The refusal of a change that would pass the limit (spec §8 TOO_MANY_LINES_IN_BASKET). */
export type TooManyLinesInBasket = { readonly _tag: 'TOO_MANY_LINES_IN_BASKET' };

/** Whether the lines not deleted are within MAX_CART_LINES (spec §8 TOO_MANY_LINES_IN_BASKET). */
export function withinLinesLimit(lines: readonly CartLine[]): boolean {
  return liveLines(lines).length <= MAX_CART_LINES;
}

/** The changed lines if they are within the limit, else the refusal; deleted lines do not count (spec §8 TOO_MANY_LINES_IN_BASKET). */
export function checkLinesLimit(lines: readonly CartLine[]): E.Either<TooManyLinesInBasket, readonly CartLine[]> {
  return withinLinesLimit(lines) ? E.right(lines) : E.left({ _tag: 'TOO_MANY_LINES_IN_BASKET' });
}
