import type { CategoryListing } from '../../../application/catalogue/listCategory';
import type { CategoryNode } from '../../../application/catalogue/getCatalogueTree';
import type { CategoryRecord } from '../../../application/catalogue/catalogueModel';
import type { CatalogPage, MainMenu, MenuSection } from '../../contract/catalog';
import { CATALOGUE_PAGE_SIZE } from '../../../application/catalogue/listingPage';
import type { SearchListing } from '../../../application/catalogue/searchCatalogue';
import type { SearchPage } from '../../contract/catalog';
import { encodeProductCard } from './encodeProduct';
import { encodeFacets } from './encodeFacets';
import type Decimal from 'decimal.js';
import type { ProductCard } from '../../contract/product';
import type { ProductSummary } from '../../../application/catalogue/catalogueModel';
import { shownPersonalPrice } from '../../../domain/catalogue/personalPrice';

const categoryUrl = (c: Pick<CategoryRecord, 'urlPath'>): string => `/catalog/${c.urlPath}/`;

/** A category as pages link it. */
export const encodeCategoryLink = (c: CategoryRecord) => ({ id: c.id, name: c.name, url: categoryUrl(c) });

export function encodeCatalogPage(listing: CategoryListing): CatalogPage {
  return {
    category: encodeCategoryLink(listing.category),
    breadcrumbs: listing.breadcrumbs.map(encodeCategoryLink),
    subcategories: listing.children.map(encodeCategoryLink),
    products: listing.products.map((p) => withPersonalPrice(encodeProductCard(p), p, listing.personalPrices)),
    productCount: listing.productCount,
    pagination: { page: listing.page, pageCount: listing.pageCount, pageSize: CATALOGUE_PAGE_SIZE },
    orderBy: listing.orderBy,
    facets: encodeFacets(listing.facets, listing.filters),
    ...(listing.signInRequired ? { signInRequired: true } : {}),
  };
}

/** The card with the customer's personal price when it is one worth showing (below retail). */
function withPersonalPrice(card: ProductCard, p: ProductSummary, prices: ReadonlyMap<string, Decimal> | undefined): ProductCard {
  const shown = prices && shownPersonalPrice(p.price.retail, prices.get(p.productId));
  return shown ? { ...card, personalPrice: shown.toNumber() } : card;
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
    popularCategories: listing.popularCategories.map((c) => ({ id: c.id, name: c.name, parentName: c.parentName, url: `/catalog/${c.urlPath}/` })),
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
