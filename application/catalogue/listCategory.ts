import * as E from 'fp-ts/Either';
import type { CatalogueRepository } from './CatalogueRepository';
import type { CategoryRecord, ProductSummary } from './catalogueModel';

/** Products shown on one catalogue page. */
export const CATALOGUE_PAGE_SIZE = 24;
/** The last catalogue page that may be asked for (spec §9). */
export const MAX_CATALOGUE_PAGE = 277;

export interface CategoryListing {
  readonly category: CategoryRecord;
  /** Root first, the category itself last. */
  readonly breadcrumbs: readonly CategoryRecord[];
  readonly children: readonly CategoryRecord[];
  readonly products: readonly ProductSummary[];
  readonly productCount: number;
  readonly page: number;
  readonly pageCount: number;
}

export type ListCategoryError = { readonly _tag: 'NOT_FOUND' } | { readonly _tag: 'BAD_PAGE' };

/** A category page: breadcrumbs, sub-categories and one page of products (spec §2 catalogue routes, §4 Catalogue fetch). */
export const listCategory =
  (deps: { readonly catalogue: CatalogueRepository }) =>
  async (urlPath: string, page: number): Promise<E.Either<ListCategoryError, CategoryListing>> => {
    if (!Number.isInteger(page) || page < 1 || page > MAX_CATALOGUE_PAGE) return E.left({ _tag: 'BAD_PAGE' });
    const all = await deps.catalogue.categories();
    const category = all.find((c) => c.urlPath === urlPath);
    if (!category) return E.left({ _tag: 'NOT_FOUND' });
    const { products, total } = await deps.catalogue.productsInCategory(urlPath, {
      offset: (page - 1) * CATALOGUE_PAGE_SIZE,
      limit: CATALOGUE_PAGE_SIZE,
    });
    return E.right({
      category,
      breadcrumbs: ancestry(all, category),
      children: all.filter((c) => c.parentId === category.id),
      products,
      productCount: total,
      page,
      pageCount: Math.min(MAX_CATALOGUE_PAGE, Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE))),
    });
  };

function ancestry(all: readonly CategoryRecord[], leaf: CategoryRecord): CategoryRecord[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  const chain: CategoryRecord[] = [];
  for (let c: CategoryRecord | undefined = leaf; c; c = c.parentId ? byId.get(c.parentId) : undefined) chain.unshift(c);
  return chain;
}
