/** Badge counters show «99+» above this (spec §9 Badge max 99). */
const BADGE_MAX = 99;
/** Ratings are shown on a scale up to this (spec §9 rating max 5). */
export const RATING_MAX = 5;
/** User name characters shown in the header (spec §9). */
const USER_NAME_MAX = 10;
/** Lists such as orders and returns open at page 1 with 5 a page (spec §9); larger pages are the shop's choice, bounded. */
export const LIST_PAGE_SIZE = { default: 5, max: 50 } as const;
/** Query characters shown in the mobile search placeholder (spec §9). */
const MOBILE_PLACEHOLDER_MAX = 25;
/** Name shown when a logged-in user has none (spec §2 Header). */
const DEFAULT_USER_NAME = 'Пользователь';
const ELLIPSIS = '…';

/** Cuts text to at most `max` characters, counting code points so no emoji is split (spec §5 Display). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, Math.max(0, max)).join('') : text;
}

/** Badge text: the count, or «max+» above max; never negative (spec §5 Display). */
export function badgeText(count: number, max: number = BADGE_MAX): string {
  const n = Math.max(0, Math.trunc(count));
  return n > max ? `${max}+` : String(n);
}

/** Rating clamped to 0..max, non-numbers as 0 (spec §5 Display). */
export function clampRating(rating: number, max: number = RATING_MAX): number {
  return Number.isFinite(rating) ? Math.min(max, Math.max(0, rating)) : 0;
}

/** Header user name: the shopper's name cut to 10 characters, or the default «Пользователь» in full (spec §2 Header, §5 Display). */
export function userDisplayName(username: string | null | undefined): string {
  const name = username?.trim();
  return name ? truncate(name, USER_NAME_MAX) : DEFAULT_USER_NAME;
}

/** Mobile search placeholder: the query cut at 25 characters plus an ellipsis when longer (spec §5 Display). */
export function mobileSearchPlaceholder(query: string): string {
  const cut = truncate(query, MOBILE_PLACEHOLDER_MAX);
  return cut === query ? query : cut + ELLIPSIS;
}
