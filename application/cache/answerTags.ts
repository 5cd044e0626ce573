import type { ProductPageView } from '../catalogue/getProductPage';

/**
 * What a cached answer was made from, named the way the database's triggers name a change
 * (migration 0039): a change publishes the tags it makes stale and exactly those answers go.
 */
const productTag = (productId: string) => `product:${productId}`;
/** Every search, suggestion and page that picks among all products (home): they count and sort many products at once. */
export const LISTING_TAG = 'listing';
/** A category's listing, by its URL path («muzhchinam/obuv»): a change to a product of its subtree changes it (migration 0040). */
export const categoryTag = (urlPath: string) => `category:${urlPath}`;
/** The catalogue's menus (categories). */
export const MENUS_TAG = 'menus';
/** A change too wide to name (categories, brands, kits, a bulk load): every answer goes. */
export const ALL_TAG = '*';

/** A product page shows its colour variants and the products of its kits beside itself: a change to any of them changes it. */
export const productPageTags = (view: ProductPageView): readonly string[] =>
  [...new Set([view.product.productId, ...view.variants.map((v) => v.productId), ...view.kits.flatMap((k) => k.products.map((p) => p.product.productId))])].map(
    productTag,
  );
