import * as E from 'fp-ts/Either';
import type { CatalogueSearch, PopularCategory } from './CatalogueSearch';
import { isUnfiltered, type ListingFacets, type ListingFilters, type ListingOrder } from './listingQuery';
import type { ProductSummary } from './catalogueModel';
import { isCataloguePage, pageCountOf, pageWindow } from './listingPage';
import { resolveSearchText } from './resolveSearchText';

export interface SearchRequest {
  readonly text: string;
  readonly filters: ListingFilters;
  readonly orderBy: ListingOrder;
  readonly page: number;
}

/** spec §3 Catalogue search result, for a search. */
export interface SearchListing {
  readonly queryText: string;
  readonly correctedQueryText: string | null;
  readonly products: readonly ProductSummary[];
  readonly productCount: number;
  readonly facets: ListingFacets;
  readonly filters: ListingFilters;
  readonly orderBy: ListingOrder;
  readonly page: number;
  readonly pageCount: number;
  /** When nothing matches the text: categories to go on from; else empty. */
  readonly popularCategories: readonly PopularCategory[];
}

/** Categories a search that found nothing offers. */
const POPULAR_CATEGORIES = 8;

export type SearchCatalogueError = { readonly _tag: 'BAD_PAGE' };

/** The search page: understands the text, then lists matches with facets (spec §2 /catalog/product/search.do/). */
export const searchCatalogue = (deps: { readonly search: CatalogueSearch }) => {
  const resolve = resolveSearchText(deps);
  return async (request: SearchRequest): Promise<E.Either<SearchCatalogueError, SearchListing>> => {
    const { page } = request;
    if (!isCataloguePage(page)) return E.left({ _tag: 'BAD_PAGE' });
    const text = await resolve(request.text);
    const find = (match: 'all' | 'any') =>
      deps.search.findListing({
        scope: { kind: 'text', words: text.words, match },
        filters: request.filters,
        orderBy: request.orderBy,
        ...pageWindow(page),
      });
    let result = await find('all');
    // Nothing has every word: show what has some of them rather than an empty page.
    if (result.total === 0 && text.words.length > 1) result = await find('any');
    // Nothing at all, filters aside: the page says so and offers where to go (issue 14).
    const nothing = result.total === 0 && isUnfiltered(request.filters);
    const popularCategories = nothing ? await deps.search.popularCategories(POPULAR_CATEGORIES) : [];
    return E.right({
      queryText: text.queryText,
      correctedQueryText: text.correctedQueryText,
      products: result.products,
      productCount: result.total,
      facets: result.facets,
      filters: request.filters,
      orderBy: request.orderBy,
      page,
      pageCount: pageCountOf(result.total),
      popularCategories,
    });
  };
};
