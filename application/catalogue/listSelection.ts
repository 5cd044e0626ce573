import * as E from 'fp-ts/Either';
import type { CategoryRecord } from './catalogueModel';
import { isCataloguePage, pageCountOf, pageWindow } from './listingPage';
import type { CategoryListing, ListingOptions, ListingScope } from './listingQuery';
import { saleSelection, type SaleDeps, type SalePage } from './saleSelection';

/** Catalogue pages that are not categories (spec §2 Routes): brands, sports, on sale soon, the daily offer, personal sales. */
const PAGES = {
  brendy: { name: 'Бренды', directory: 'brand' },
  vidy_sporta_: { name: 'Виды спорта', directory: 'sport' },
  'skoro-v-prodazhe': { name: 'Скоро в продаже', directory: null },
  'daily-offer': { name: 'Товар дня', directory: null },
  pers_sale: { name: 'Персональные скидки', directory: null },
} as const;

type PageRoot = keyof typeof PAGES;
const isPageRoot = (s: string): s is PageRoot => Object.hasOwn(PAGES, s);
const isSalePage = (root: PageRoot): root is SalePage => root === 'daily-offer' || root === 'pers_sale';
const node = (urlPath: string, name: string, parentId: string | null, level: number): CategoryRecord => ({ id: urlPath, parentId, name, urlPath, level });

/**
 * /catalog/brendy/, /catalog/brendy/{brand}/, /catalog/vidy_sporta_/, /catalog/vidy_sporta_/{sport}/ and
 * /catalog/skoro-v-prodazhe/, /catalog/daily-offer/ and /catalog/pers_sale/ (the `customerId`'s own) as
 * listings with facets; index pages offer their brands or sports as sub-pages. Undefined when the path
 * is none of these, so the caller tries a category.
 */
export function listSelection(deps: SaleDeps) {
  const sales = saleSelection(deps);
  return async (
    urlPath: string,
    page: number,
    options: ListingOptions,
    customerId: string | null,
  ): Promise<E.Either<{ readonly _tag: 'NOT_FOUND' | 'BAD_PAGE' }, CategoryListing> | undefined> => {
    const [root, code, ...rest] = urlPath.split('/');
    if (!root || !isPageRoot(root) || rest.length > 0 || (code !== undefined && PAGES[root].directory === null)) return undefined;
    if (!isCataloguePage(page)) return E.left({ _tag: 'BAD_PAGE' });
    const { name, directory } = PAGES[root];
    const entries = directory ? await deps.search.directory(directory) : [];
    const top = node(root, name, null, 1);
    const entry = code === undefined ? undefined : entries.find((e) => e.code === code);
    if (code !== undefined && !entry) return E.left({ _tag: 'NOT_FOUND' });
    const sale = isSalePage(root) ? await sales(root, customerId) : undefined;
    const scope: ListingScope = {
      kind: 'selection',
      ...(sale ? { productIds: sale.productIds } : {}),
      ...(sale?.pricedFor ? { pricedFor: sale.pricedFor } : {}),
      ...(root === 'skoro-v-prodazhe' ? { onSaleSoon: true } : {}),
      ...(entry && directory === 'brand' ? { brandCode: entry.code } : {}),
      ...(entry && directory === 'sport' ? { sportCode: entry.code } : {}),
    };
    const category = entry ? node(`${root}/${entry.code}`, entry.name, root, 2) : top;
    const result = await deps.search.findListing({
      scope,
      filters: options.filters,
      orderBy: options.orderBy === 'relevance' ? 'popular' : options.orderBy,
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
      ...(sale?.personalPrices ? { personalPrices: sale.personalPrices } : {}),
      ...(sale?.signInRequired ? { signInRequired: true } : {}),
    });
  };
}
