import * as t from 'io-ts';
import { DirectoryLink } from './directory';
import { ProductCard } from './product';

/** A carousel of the home page: its heading, the page of all its goods when there is one, and the cards. */
export const ProductBlock = t.intersection([t.type({ code: t.string, title: t.string, products: t.array(ProductCard) }), t.partial({ url: t.string })]);
export type ProductBlock = t.TypeOf<typeof ProductBlock>;

/** A category tile: the category's page, the top section it lies under and its best seller's picture. */
export const CategoryTile = t.type({ name: t.string, parentName: t.string, url: t.string, image: t.string });
export type CategoryTile = t.TypeOf<typeof CategoryTile>;

/** GET /web-api/v1/main/blocks (spec §7): the same for every visitor of a market, so it can be cached. */
export const MainBlocks = t.type({ blocks: t.array(ProductBlock), categories: t.array(CategoryTile), brands: t.array(DirectoryLink) });
export type MainBlocks = t.TypeOf<typeof MainBlocks>;

/** Body of POST /web-api/v1/recommendations (spec §7 Recommendations): the slots wanted, e.g. RECENTLY_VIEWED. */
export const RecommendationsRequest = t.type({ requestedRecommendations: t.array(t.type({ slot: t.string })) });

/** The {ids} of GET /recommendations/products/{ids}: comma-separated product ids, at most 20. */
export const RecommendedForIds = t.refinement(t.string, (s) => s.split(',').length <= 20 && s.split(',').every((id) => /^[\w-]{1,40}$/.test(id)), 'ProductIds');

/** Body of POST /recommendations/categories/products/_search-by-url (spec §7: url): a category listing's page URL. */
export const RecommendationsByUrlRequest = t.type({ url: t.string });

/** Answer of the product and category recommendations (spec §7 GET /recommendations/products/{ids}, …/categories/{id}/products). */
export const RecommendedProducts = t.type({ products: t.array(ProductCard) });
export type RecommendedProducts = t.TypeOf<typeof RecommendedProducts>;

/** What the home page shows: the shared blocks and the visitor's own «Вы смотрели» (empty unless signed in). */
export interface HomePageData {
  readonly main: MainBlocks;
  readonly recent: readonly ProductCard[];
}
