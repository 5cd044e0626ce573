import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import * as E from 'fp-ts/Either';
import type { CatalogPage, MainMenu, SearchPage } from '../../adapters-http/contract/catalog';
import { listingQueryString, parseListingQuery, type ListingState } from '../../adapters-http/contract/listingUrl';
import { lastPageIfPast } from '../../domain/catalogue/cataloguePage';
import { isMissing, type PageData } from '../pageData';

/** What the catalogue and search routes hand their pages: the tree at /catalog/, else a listing and its URL state. */
export type CatalogData =
  | { readonly tree: MainMenu }
  | { readonly listing: CatalogPage; readonly state: ListingState }
  | { readonly search: SearchPage; readonly state: ListingState };

/** Loads the tree, a category listing or search results for the request's URL; a bad query is a 400 page, a page past the end goes to the last. */
export const catalogLoader =
  (pageData: PageData) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<CatalogData> => {
    const url = new URL(request.url);
    const isSearch = params['*'] === undefined;
    if (!isSearch && !params['*']) return { tree: await pageData.menu() };
    const state = parseListingQuery(url.searchParams);
    if (E.isLeft(state)) throw data(null, { status: 400 });
    const page = await pageData.catalog(url.pathname + url.search);
    if (isMissing(page)) throw data(null, { status: page.missing });
    // A page past the end (products sold, filters changed, an old link) shows the last one, with the same filters and sort.
    const last = lastPageIfPast(state.right.page, page.pagination.pageCount);
    if (last !== null) throw redirect(url.pathname + listingQueryString({ ...state.right, page: last }));
    return 'queryText' in page ? { search: page, state: state.right } : { listing: page, state: state.right };
  };
