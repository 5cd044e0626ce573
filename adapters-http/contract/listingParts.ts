import * as t from 'io-ts';
import { Banner } from './banners';
import { CatalogRequest, CategoryLink, Facet } from './catalog';
import { ProductCard } from './product';
import { Review } from './reviews';

const bounded = <C extends t.Mixed>(item: C, max: number, name: string) =>
  t.refinement(t.array(item), (items) => items.length >= 1 && items.length <= max, name);
const Id = t.refinement(t.string, (s) => /^[\w-]{1,40}$/.test(s), 'Id');

/**
 * Body of POST /catalog/template, /subcategories, /reviews, /blocks and /facets: the listing's page URL, as POST /catalog
 * takes it; `page` (spec §7 facets: url, page) overrides the URL's.
 */
export const ListingPartRequest = t.intersection([CatalogRequest, t.partial({ page: t.Int })]);

/** Body of POST /categories (spec §7: categoryIds), at most 100. */
export const CategoriesRequest = t.type({ categoryIds: bounded(Id, 100, 'CategoryIds') });

/** The parts a listing page is made of, each named by the call that fills it, in the order they are shown. */
export const LISTING_PARTS = ['breadcrumbs', 'subcategories', 'blocks', 'facets', 'products', 'reviews'] as const;
export const SEARCH_PARTS = ['facets', 'products'] as const;

/** Answer of POST /catalog/template: which page to lay out, its heading and its parts. */
export const ListingTemplate = t.intersection([
  t.type({
    template: t.keyof({ LISTING: null, SEARCH: null }),
    pageType: t.string,
    title: t.string,
    parts: t.array(t.string),
  }),
  t.partial({ signInRequired: t.boolean }),
]);
export type ListingTemplate = t.TypeOf<typeof ListingTemplate>;

/** Answer of POST /catalog/subcategories: the listing's category (null for a search) and its sub-categories. */
export const Subcategories = t.type({ category: t.union([CategoryLink, t.null]), subcategories: t.array(CategoryLink) });
export type Subcategories = t.TypeOf<typeof Subcategories>;

/** Answer of POST /catalog/reviews: reviews of the page's products, each with its product. */
export const ListingReviews = t.type({ reviews: t.array(t.type({ product: ProductCard, review: Review })) });
export type ListingReviews = t.TypeOf<typeof ListingReviews>;

/** Answer of POST /catalog/blocks: the listing's banners and product carousels; empty blocks are left out. */
export const ListingBlocks = t.type({
  blocks: t.array(
    t.union([
      t.type({ type: t.literal('BANNERS'), slot: t.string, banners: t.array(Banner) }),
      t.type({ type: t.literal('PRODUCTS'), code: t.string, title: t.string, products: t.array(ProductCard) }),
    ]),
  ),
});
export type ListingBlocks = t.TypeOf<typeof ListingBlocks>;

/** Answer of POST /catalog/facets: the listing's facets under its selection and how many products it holds. */
export const ListingFacets = t.type({ facets: t.array(Facet), productCount: t.number });
export type ListingFacets = t.TypeOf<typeof ListingFacets>;

/** A category with its place in the tree (spec §3 Menu section levelNumber). */
const CategoryEntry = t.intersection([CategoryLink, t.type({ parentId: t.union([t.string, t.null]), levelNumber: t.number })]);

/** Answer of POST /categories; POST /pers-categories adds how many of the customer's personal offers each holds. */
export const CategoryList = t.type({ categories: t.array(t.intersection([CategoryEntry, t.partial({ productCount: t.number })])) });
export type CategoryList = t.TypeOf<typeof CategoryList>;

/** Answer of GET /catalog/{id}/breadcrumbs and GET /products/{id}/breadcrumbs: root first. */
export const Breadcrumbs = t.type({ breadcrumbs: t.array(CategoryLink) });
export type Breadcrumbs = t.TypeOf<typeof Breadcrumbs>;
