import * as E from 'fp-ts/Either';
import type { TagPage } from '../contract/tags';
import type { CatalogPage } from '../contract/catalog';
import type { findTag } from '../../application/catalogue/TagSource';
import { loadListing, type ListingUseCases } from './loadListing';

/** The listings and the tags that name them. */
export interface TagListingUseCases extends ListingUseCases {
  readonly findTag: ReturnType<typeof findTag>;
}

/** A tag's listing at a page: the tag's category URL and filters with the page added. */
export async function loadTagListing(
  useCases: TagListingUseCases,
  name: string,
  page: number,
): Promise<E.Either<'NOT_FOUND' | 'INCORRECT_REQUEST' | 'BAD_PAGE', TagPage>> {
  const tag = await useCases.findTag(name);
  if (!tag) return E.left('NOT_FOUND');
  const url = new URL(tag.listing, 'http://shop');
  if (page > 1) url.searchParams.set('page', String(page));
  const listing = await loadListing(useCases, url.pathname + url.search);
  if (E.isLeft(listing)) return listing;
  // A tag names a category listing; a search URL in the content is a mistake there, answered as missing.
  if ('queryText' in listing.right) return E.left('NOT_FOUND');
  const categoryListing: CatalogPage = listing.right;
  return E.right({ tag: { name: tag.name, title: tag.title, description: tag.description }, listing: categoryListing });
}
