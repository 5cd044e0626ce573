import { addFavourites, defaultLists, favouriteIds, favouriteProducts, removeFavourites, wishlistCountOf } from './favourites';
import { createCustomList, customListItems, customLists, deleteCustomList, removeCustomListItems, saveSharedList, sharedListItems } from './customLists';
import type { WishlistDeps } from './wishlistDeps';

/** Every wishlist use-case given its ports (spec §7 Favourites). */
export const wishlistUseCases = (deps: WishlistDeps) => ({
  favouriteIds: favouriteIds(deps),
  wishlistCountOf: wishlistCountOf(deps),
  addFavourites: addFavourites(deps),
  removeFavourites: removeFavourites(deps),
  favouriteProducts: favouriteProducts(deps),
  defaultLists: defaultLists(deps),
  customLists: customLists(deps),
  createCustomList: createCustomList(deps),
  customListItems: customListItems(deps),
  removeCustomListItems: removeCustomListItems(deps),
  deleteCustomList: deleteCustomList(deps),
  sharedListItems: sharedListItems(deps),
  saveSharedList: saveSharedList(deps),
});

export type WishlistUseCases = ReturnType<typeof wishlistUseCases>;
