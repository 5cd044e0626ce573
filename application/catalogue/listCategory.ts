import * as E from 'fp-ts/Either';
import type { CatalogueRepository } from './CatalogueRepository';
import { categoryAncestry } from './categoryAncestry';
import { listSelection } from './listSelection';
import type { SaleDeps } from './saleSelection';
import { NO_FILTERS, type CategoryListing, type ListingOptions } from './listingQuery';

import { CATALOGUE_PAGE_SIZE, isCataloguePage, pageCountOf, pageWindow } from './listingPage';

export { CATALOGUE_PAGE_SIZE };

export type { CategoryListing, ListingOptions };

const DEFAULT_OPTIONS: ListingOptions = { filters: NO_FILTERS, orderBy: 'popular' };

export type ListCategoryError = { readonly _tag: 'NOT_FOUND' } | { readonly _tag: 'BAD_PAGE' };

/**
 * A category page: breadcrumbs, sub-categories and one page of products (spec §2 catalogue routes, §4 Catalogue fetch);
 * brand, sport, on-sale-soon, daily-offer and personal-sale pages too (the last for the signed-in `customerId`).
 */
export function listCategory(deps: { readonly catalogue: CatalogueRepository } & SaleDeps) {
  const selection = listSelection(deps);
  return async (
    urlPath: string,
    page: number,
    options: ListingOptions = DEFAULT_OPTIONS,
    customerId: string | null = null,
  ): Promise<E.Either<ListCategoryError, CategoryListing>> => {
    const special = await selection(urlPath, page, options, customerId);
    if (special) return special;
    if (!isCataloguePage(page)) return E.left({ _tag: 'BAD_PAGE' });
    const all = await deps.catalogue.categories();
    const category = all.find((c) => c.urlPath === urlPath);
    if (!category) return E.left({ _tag: 'NOT_FOUND' });
    const { products, total, facets } = await deps.search.findListing({
      scope: { kind: 'category', urlPath },
      filters: options.filters,
      orderBy: options.orderBy === 'relevance' ? 'popular' : options.orderBy,
      ...pageWindow(page),
    });
    return E.right({
      category,
      breadcrumbs: categoryAncestry(all, category),
      children: all.filter((c) => c.parentId === category.id),
      products,
      productCount: total,
      page,
      pageCount: pageCountOf(total),
      facets,
      filters: options.filters,
      orderBy: options.orderBy,
    });
  };
}
