import * as O from 'fp-ts/Option';

/** Longest search input (spec §9 Search max 70). */
export const SEARCH_MAX_LENGTH = 70;
/** Suggestions start from this many typed characters (spec §5, §9). */
export const SUGGEST_MIN_LENGTH = 2;

/** The search field keeps at most 70 characters (spec §5 Search input max 70). */
export function clampSearchInput(text: string): string {
  return Array.from(text).slice(0, SEARCH_MAX_LENGTH).join('');
}

/** The query to navigate with: trimmed and non-empty, else none (spec §4 Search). */
export function searchQuery(text: string): O.Option<string> {
  const q = clampSearchInput(text).trim();
  return q === '' ? O.none : O.some(q);
}

/** Search results path for a query (spec §2 Routes /catalog/product/search.do/). */
export function searchPath(query: string): string {
  return `/catalog/product/search.do/?text=${encodeURIComponent(query)}`;
}

/** Brand/sport panel suggestions: only from 2 typed characters, case-insensitive substring (spec §5 Other rules). */
export function suggest<T>(items: readonly T[], typed: string, label: (item: T) => string): readonly T[] {
  const needle = typed.trim().toLocaleLowerCase('ru');
  if (Array.from(needle).length < SUGGEST_MIN_LENGTH) return [];
  return items.filter((item) => label(item).toLocaleLowerCase('ru').includes(needle));
}

/** The phone header's field shows at most this many characters of the query (spec §5, §9 mobile placeholder 25). */
export const MOBILE_PLACEHOLDER_LENGTH = 25;

/** What the phone header's search field shows of the query: cut at 25 characters plus an ellipsis; '' for none. */
export function mobileSearchPlaceholder(text: string): string {
  const chars = Array.from(text.trim());
  return chars.length > MOBILE_PLACEHOLDER_LENGTH ? `${chars.slice(0, MOBILE_PLACEHOLDER_LENGTH).join('').trimEnd()}…` : chars.join('');
}
