import * as E from 'fp-ts/Either';
import { parseListingUrl } from '../contract/catalogUrl';
import type { CatalogPage, SearchPage } from '../contract/catalog';
import { encodeCatalogPage, encodeSearchPage } from './encode/encodeCatalog';
import { listingOptions } from './listingOptions';
import type { listCategory } from '../../application/catalogue/listCategory';
import type { searchCatalogue } from '../../application/catalogue/searchCatalogue';

/** The listings: a category's and the search results. */
export interface ListingUseCases {
  readonly listCategory: ReturnType<typeof listCategory>;
  readonly searchCatalogue: ReturnType<typeof searchCatalogue>;
}

/**
 * A category listing or search results by the page's URL, encoded as POST /catalog answers them;
 * `customerId` is the session's customer, whose own personal sale /catalog/pers_sale/ lists.
 */
export async function loadListing(
  useCases: ListingUseCases,
  url: string,
  customerId: string | null = null,
): Promise<E.Either<'NOT_FOUND' | 'INCORRECT_REQUEST' | 'BAD_PAGE', CatalogPage | SearchPage>> {
  const target = parseListingUrl(url);
  if (E.isLeft(target)) return target;
  const { state } = target.right;
  if (target.right.kind === 'search') {
    const options = listingOptions(state, 'relevance');
    const result = await useCases.searchCatalogue({ text: state.text, ...options, page: state.page });
    return E.map(encodeSearchPage)(E.mapLeft(() => 'BAD_PAGE' as const)(result));
  }
  const result = await useCases.listCategory(target.right.path, state.page, listingOptions(state, 'popular'), customerId);
  return E.map(encodeCatalogPage)(E.mapLeft((e: { readonly _tag: 'NOT_FOUND' | 'BAD_PAGE' }) => e._tag)(result));
}
