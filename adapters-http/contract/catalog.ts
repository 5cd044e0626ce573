import * as t from 'io-ts';
import { ProductCard } from './product';

/** A category as pages link it. */
export const CategoryLink = t.type({ id: t.string, name: t.string, url: t.string });

/** Body of POST /web-api/v1/catalog: the listing's page URL, as the browser shows it. */
export const CatalogRequest = t.type({ url: t.string });

/** One value of a facet; a range facet carries min/max (bounds) and from/to (the selection). */
const FacetValue = t.intersection([
  t.type({ value: t.string, name: t.string, count: t.number, selectedByUser: t.boolean }),
  t.partial({ min: t.number, max: t.number, from: t.number, to: t.number }),
]);

/** spec §3 Catalogue search result facets: display types and kinds. */
export const Facet = t.type({
  id: t.string,
  kind: t.keyof({ default: null, brand: null, color: null, size: null, availability: null }),
  displayType: t.keyof({ range_slider: null, list: null, toggle: null, multiple_size: null, one_of_list: null }),
  title: t.string,
  values: t.array(FacetValue),
});
export type Facet = t.TypeOf<typeof Facet>;

const Pagination = t.type({ page: t.number, pageCount: t.number, pageSize: t.number });

/** spec §3 Catalogue search result, for a search (POST /catalog with a search.do URL). */
export const SearchPage = t.type({
  queryText: t.string,
  correctedQueryText: t.union([t.string, t.null]),
  products: t.array(ProductCard),
  productCount: t.number,
  pagination: Pagination,
  orderBy: t.string,
  facets: t.array(Facet),
  /** When nothing is found: the categories with the most goods (ours; spec §3 names no field). */
  popularCategories: t.array(t.intersection([CategoryLink, t.type({ parentName: t.string })])),
});
export type SearchPage = t.TypeOf<typeof SearchPage>;

/** spec §3 Catalogue search result, for a category listing; `signInRequired`: /catalog/pers_sale/ for an anonymous visitor. */
export const CatalogPage = t.intersection([
  t.type({
    category: CategoryLink,
    breadcrumbs: t.array(CategoryLink),
    subcategories: t.array(CategoryLink),
    products: t.array(ProductCard),
    productCount: t.number,
    pagination: Pagination,
    orderBy: t.string,
    facets: t.array(Facet),
  }),
  t.partial({ signInRequired: t.boolean }),
]);
export type CatalogPage = t.TypeOf<typeof CatalogPage>;

export interface MenuSection {
  readonly id: string;
  readonly label: 'CATALOG';
  readonly title: { readonly name: string; readonly url: string };
  readonly url: string;
  readonly target: 'SELF';
  readonly displayFormat: 'TEXT';
  readonly levelNumber: number;
  readonly sections: readonly MenuSection[];
}

/** spec §3 Menu section (recursive). */
export const MenuSection: t.Type<MenuSection> = t.recursion('MenuSection', () =>
  t.readonly(
    t.type({
      id: t.string,
      label: t.literal('CATALOG'),
      title: t.readonly(t.type({ name: t.string, url: t.string })),
      url: t.string,
      target: t.literal('SELF'),
      displayFormat: t.literal('TEXT'),
      levelNumber: t.number,
      sections: t.readonlyArray(MenuSection),
    }),
  ),
);

/** GET /web-api/v1/menus/main. */
export const MainMenu = t.type({ sections: t.array(MenuSection) });
export type MainMenu = t.TypeOf<typeof MainMenu>;
