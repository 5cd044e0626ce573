import * as E from 'fp-ts/Either';
import { listingQueryString, parseListingQuery, type ListingState } from './listingUrl';
/** The search results page (spec §2 Routes). */
const SEARCH_PATH = '/catalog/product/search.do/';

/** A listing page's address: a search or a category, with its filters, sort and page. */
export type ListingTarget =
  | { readonly kind: 'search'; readonly state: ListingState }
  | { readonly kind: 'category'; readonly path: string; readonly state: ListingState };

/** Reads a listing URL (absolute or relative); Left when it is no listing or its query is malformed. */
export function parseListingUrl(url: string): E.Either<'NOT_FOUND' | 'INCORRECT_REQUEST', ListingTarget> {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://shop.invalid');
  } catch {
    return E.left('INCORRECT_REQUEST');
  }
  const path = parsed.pathname.endsWith('/') ? parsed.pathname : `${parsed.pathname}/`;
  const state = parseListingQuery(parsed.searchParams);
  if (E.isLeft(state)) return state;
  if (path === SEARCH_PATH) return E.right({ kind: 'search', state: state.right });
  const match = /^\/catalog\/(.+?)\/$/.exec(path);
  if (!match?.[1]) return E.left('NOT_FOUND');
  return E.right({ kind: 'category', path: decodeURIComponent(match[1]), state: state.right });
}

/** The address of a listing state: a category path, or the search page when path is absent. */
export function listingUrl(path: string | null, state: Partial<ListingState>): string {
  return `${path === null ? SEARCH_PATH : `/catalog/${path}/`}${listingQueryString(state)}`;
}
