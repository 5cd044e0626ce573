import * as t from 'io-ts';
import { ProductCard } from './product';

const Id = t.refinement(t.string, (s) => /^[\w-]{1,40}$/.test(s), 'Id');
const Uuid = t.refinement(t.string, (s) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s), 'Uuid');
const Ids = t.refinement(t.array(Id), (a) => a.length <= 100, 'Ids');

/** spec §3 Wishlist favouritesIds. */
const FavouriteId = t.type({ productId: t.string, wareId: t.string });
export const FavouriteIds = t.type({ favouritesIds: t.array(FavouriteId) });
export type FavouriteIds = t.TypeOf<typeof FavouriteIds>;

/** A list item the client sends: a size, or a product without a chosen size (a card's heart). */
const WantedItem = t.intersection([t.type({ productId: Id }), t.partial({ wareId: Id })]);
const WantedItems = t.refinement(t.array(WantedItem), (a) => a.length <= 100, 'WantedItems');

/** Body of POST /favourites (spec §7: wareIds, type and list of wareId and productId; type defaults to WISHLIST). */
export const AddFavouritesBody = t.partial({ wareIds: Ids, type: t.string, list: WantedItems, customListIds: t.array(Uuid) });
/** Body of DELETE /favourites and DELETE /favourites/custom-lists/{id}/items (the latter may omit it: all items). */
export const RemoveFavouritesBody = t.type({ wareIds: Ids });

/** Query of GET /favourites. */
export const FavouritesPageQuery = t.partial({ page: t.refinement(t.string, (s) => /^[1-9]\d{0,3}$/.test(s), 'Page') });
export const FavouritesPage = t.type({
  products: t.array(ProductCard),
  pagination: t.type({ page: t.number, pageSize: t.number, total: t.number }),
});
export type FavouritesPage = t.TypeOf<typeof FavouritesPage>;

/** spec §3 Wishlist: id, name, favouritesIds (plus type for the default list). */
export const Wishlist = t.intersection([t.type({ id: t.string, name: t.string, favouritesIds: t.array(FavouriteId) }), t.partial({ type: t.string })]);
export type Wishlist = t.TypeOf<typeof Wishlist>;
export const WishlistLists = t.type({ lists: t.array(Wishlist) });
export type WishlistLists = t.TypeOf<typeof WishlistLists>;

/** Body of POST /favourites/custom-lists/. */
export const CreateListBody = t.intersection([t.type({ name: t.string }), t.partial({ list: WantedItems })]);

/** GET /favourites/custom-lists/{id}/items and /favourites/shared-custom-lists/{id}/items; `own` tells whether the viewer owns it. */
export const WishlistItems = t.type({ wishlist: Wishlist, products: t.array(ProductCard), own: t.boolean });
export type WishlistItems = t.TypeOf<typeof WishlistItems>;

/** A list id in a path: a uuid, else the request is malformed. */
export const isListId = (id: string): boolean => Uuid.is(id);

/** What /profile/wishlist/ shows: the default list's products and the custom lists; nothing for an anonymous visitor. */
export type WishlistPageData =
  | { readonly signedIn: false }
  | { readonly signedIn: true; readonly favourites: FavouritesPage; readonly lists: readonly Wishlist[] };
