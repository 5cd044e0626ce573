import type { FavouriteId } from '../../domain/wishlist/wishlist';

/** A customer's custom list (spec §3 Wishlist). */
export interface CustomList {
  readonly id: string;
  readonly name: string;
  readonly ownerId: string;
  readonly favouritesIds: readonly FavouriteId[];
}

/** Wishlists of signed-in customers: the default list and named custom lists. */
export interface WishlistRepository {
  /** The default list, newest first. */
  readonly favourites: (customerId: string) => Promise<readonly FavouriteId[]>;
  /** Adds to the default list; already kept ones stay where they are. */
  readonly addFavourites: (customerId: string, ids: readonly FavouriteId[]) => Promise<void>;
  /** Removes from the default list and from every custom list of the customer; answers how many left the default list. */
  readonly removeFavourites: (customerId: string, wareIds: readonly string[]) => Promise<number>;
  /** The customer's custom lists, oldest first. */
  readonly customLists: (customerId: string) => Promise<readonly CustomList[]>;
  /** Any list by id, whoever owns it (shared lists are read by their link). */
  readonly customList: (listId: string) => Promise<CustomList | undefined>;
  readonly createList: (customerId: string, listId: string, name: string, ids: readonly FavouriteId[]) => Promise<void>;
  readonly addToList: (listId: string, ids: readonly FavouriteId[]) => Promise<void>;
  /** Removes the given wares, or all items when wareIds is undefined; answers how many were removed. */
  readonly removeFromList: (listId: string, wareIds: readonly string[] | undefined) => Promise<number>;
  readonly deleteList: (listId: string) => Promise<void>;
}
