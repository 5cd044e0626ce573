import { asyncScheduler, debounceTime, distinctUntilChanged, map, of, switchMap, type Observable, type SchedulerLike } from 'rxjs';
import { SUGGEST_MIN_LENGTH } from '../../domain/catalogue/search';

/** Typing pauses this long before suggestions are asked for (spec §4 Search, §9 autocomplete: 300 ms debounce). */
const SUGGEST_DEBOUNCE_MS = 300;

/**
 * A suggest field's answers to its typed text: asked 300 ms after the last key for the trimmed text, `tooShort`
 * below 2 characters; an answer to stale text is dropped once newer text is asked for.
 */
export function suggestAsTyped<T>(
  typed: Observable<string>,
  ask: (query: string) => Observable<T>,
  tooShort: T,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<T> {
  return typed.pipe(
    debounceTime(SUGGEST_DEBOUNCE_MS, scheduler),
    map((t) => t.trim()),
    distinctUntilChanged(),
    switchMap((q) => (Array.from(q).length < SUGGEST_MIN_LENGTH ? of(tooShort) : ask(q))),
  );
}

/** The highlighted suggestion of `count` after an arrow key, wrapping round through -1, none. */
export const movedHighlight = (active: number, delta: 1 | -1, count: number): number => {
  const next = active + delta;
  return next < -1 ? count - 1 : next >= count ? -1 : next;
};
