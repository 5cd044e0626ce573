import type { CategoryListing } from '../../../application/catalogue/listCategory';
import type { CategoryNode } from '../../../application/catalogue/getCatalogueTree';
import type { CategoryRecord } from '../../../application/catalogue/catalogueModel';
import type { CatalogPage, MainMenu, MenuSection } from '../../contract/catalog';
import { CATALOGUE_PAGE_SIZE } from '../../../application/catalogue/listingPage';
import type { SearchListing } from '../../../application/catalogue/searchCatalogue';
import type { SearchPage } from '../../contract/catalog';
import { encodeProductCard } from './encodeProduct';
import { encodeFacets } from './encodeFacets';

export const categoryUrl = (c: Pick<CategoryRecord, 'urlPath'>): string => `/catalog/${c.urlPath}/`;

const link = (c: CategoryRecord) => ({ id: c.id, name: c.name, url: categoryUrl(c) });

export function encodeCatalogPage(listing: CategoryListing): CatalogPage {
  return {
    category: link(listing.category),
    breadcrumbs: listing.breadcrumbs.map(link),
    subcategories: listing.children.map(link),
    products: listing.products.map(encodeProductCard),
    productCount: listing.productCount,
    pagination: { page: listing.page, pageCount: listing.pageCount, pageSize: CATALOGUE_PAGE_SIZE },
    orderBy: listing.orderBy,
    facets: encodeFacets(listing.facets, listing.filters),
  };
}

export function encodeSearchPage(listing: SearchListing): SearchPage {
  return {
    queryText: listing.queryText,
    correctedQueryText: listing.correctedQueryText,
    products: listing.products.map(encodeProductCard),
    productCount: listing.productCount,
    pagination: { page: listing.page, pageCount: listing.pageCount, pageSize: CATALOGUE_PAGE_SIZE },
    orderBy: listing.orderBy,
    facets: encodeFacets(listing.facets, listing.filters),
  };
}

export function encodeMainMenu(tree: readonly CategoryNode[]): MainMenu {
  const section = (c: CategoryNode): MenuSection => ({
    id: c.id,
    label: 'CATALOG',
    title: { name: c.name, url: categoryUrl(c) },
    url: categoryUrl(c),
    target: 'SELF',
    displayFormat: 'TEXT',
    levelNumber: c.level,
    sections: c.children.map(section),
  });
  return { sections: tree.map(section) };
}
