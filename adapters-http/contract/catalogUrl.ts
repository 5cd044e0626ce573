import * as E from 'fp-ts/Either';
import { listingQueryString, parseListingQuery, type ListingState } from './listingUrl';
/** A category listing's address: its path under /catalog/ and the page number (1 when absent). */
export interface CatalogTarget {
  readonly path: string;
  readonly page: number;
}

/**
 * Reads "/catalog/muzhchinam/obuv/?page=2" (absolute or relative URL). Undefined when it is not a
 * category URL; a page that is not a positive whole number gives NaN so the use-case rejects it.
 */
export function parseCatalogUrl(url: string): CatalogTarget | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://shop.invalid');
  } catch {
    return undefined;
  }
  const match = /^\/catalog\/(.+?)\/?$/.exec(parsed.pathname);
  if (!match?.[1]) return undefined;
  const pageText = parsed.searchParams.get('page');
  const page = pageText === null ? 1 : /^\d{1,4}$/.test(pageText) ? Number(pageText) : Number.NaN;
  return { path: decodeURIComponent(match[1]), page };
}

/** The URL of a category listing page; page 1 has no query so each listing has one address. */
export function catalogPageUrl(path: string, page: number): string {
  return page > 1 ? `/catalog/${path}/?page=${page}` : `/catalog/${path}/`;
}

/** The search results page (spec §2 Routes). */
export const SEARCH_PATH = '/catalog/product/search.do/';

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
