import * as E from 'fp-ts/Either';
import type { CatalogueSearch } from './CatalogueSearch';
import type { CategoryRecord } from './catalogueModel';
import { isCataloguePage, pageCountOf, pageWindow } from './listingPage';
import type { CategoryListing, ListingOptions, ListingScope } from './listingQuery';

/** Catalogue pages that are not categories (spec §2 Routes): brands, sports, on sale soon. */
const PAGES = {
  brendy: { name: 'Бренды', directory: 'brand' },
  vidy_sporta_: { name: 'Виды спорта', directory: 'sport' },
  'skoro-v-prodazhe': { name: 'Скоро в продаже', directory: null },
} as const;

type PageRoot = keyof typeof PAGES;
const isPageRoot = (s: string): s is PageRoot => Object.hasOwn(PAGES, s);
const node = (urlPath: string, name: string, parentId: string | null, level: number): CategoryRecord => ({ id: urlPath, parentId, name, urlPath, level });

/**
 * /catalog/brendy/, /catalog/brendy/{brand}/, /catalog/vidy_sporta_/, /catalog/vidy_sporta_/{sport}/ and
 * /catalog/skoro-v-prodazhe/ as listings with facets; index pages offer their brands or sports as
 * sub-pages. Undefined when the path is none of these, so the caller tries a category.
 */
export const listSelection =
  (deps: { readonly search: CatalogueSearch }) =>
  async (urlPath: string, page: number, options: ListingOptions): Promise<E.Either<{ readonly _tag: 'NOT_FOUND' | 'BAD_PAGE' }, CategoryListing> | undefined> => {
    const [root, code, ...rest] = urlPath.split('/');
    if (!root || !isPageRoot(root) || rest.length > 0 || (code !== undefined && PAGES[root].directory === null)) return undefined;
    if (!isCataloguePage(page)) return E.left({ _tag: 'BAD_PAGE' });
    const { name, directory } = PAGES[root];
    const entries = directory ? await deps.search.directory(directory) : [];
    const top = node(root, name, null, 1);
    const entry = code === undefined ? undefined : entries.find((e) => e.code === code);
    if (code !== undefined && !entry) return E.left({ _tag: 'NOT_FOUND' });
    const scope: ListingScope = {
      kind: 'selection',
      ...(root === 'skoro-v-prodazhe' ? { onSaleSoon: true } : {}),
      ...(entry && directory === 'brand' ? { brandCode: entry.code } : {}),
      ...(entry && directory === 'sport' ? { sportCode: entry.code } : {}),
    };
    const category = entry ? node(`${root}/${entry.code}`, entry.name, root, 2) : top;
    const result = await deps.search.findListing({
      scope, filters: options.filters, orderBy: options.orderBy === 'relevance' ? 'popular' : options.orderBy,
      ...pageWindow(page),
    });
    return E.right({
      category,
      breadcrumbs: entry ? [top, category] : [top],
      children: entry ? [] : entries.map((e) => node(`${root}/${e.code}`, e.name, root, 2)),
      products: result.products,
      productCount: result.total,
      page,
      pageCount: pageCountOf(result.total),
      facets: result.facets,
      filters: options.filters,
      orderBy: options.orderBy,
    });
  };
