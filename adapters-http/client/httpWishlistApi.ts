import * as E from 'fp-ts/Either';
import type { WishlistApi, WishlistFailure } from '../../application/wishlist/wishlistViewModel';
import type { ApiFailure, ApiRequest } from './apiClient';
import { FavouriteIds, Wishlist, WishlistLists } from '../contract/wishlist';

const failure = (f: ApiFailure): WishlistFailure => ({ status: f.status, message: f.message });
const ids = E.bimap(failure, (r: FavouriteIds) => r.favouritesIds);
const lists = E.bimap(failure, (r: WishlistLists) => r.lists);

/** The favourites calls over the shop's API (spec §7 Favourites). */
export function httpWishlistApi(request: ApiRequest): WishlistApi {
  return {
    ids: async () => ids(await request('GET', '/favourites/ids', FavouriteIds)),
    add: async (item, customListIds) =>
      ids(await request('POST', '/favourites', FavouriteIds, { type: 'WISHLIST', list: [item], ...(customListIds.length > 0 ? { customListIds } : {}) })),
    remove: async (wareIds) => ids(await request('DELETE', '/favourites', FavouriteIds, { wareIds })),
    customLists: async () => lists(await request('GET', '/favourites/custom-lists/', WishlistLists)),
    createList: async (name, items) => E.mapLeft(failure)(await request('POST', '/favourites/custom-lists/', Wishlist, { name, list: items })),
    deleteList: async (listId) => lists(await request('DELETE', `/favourites/custom-lists/${encodeURIComponent(listId)}`, WishlistLists)),
    removeFromList: async (listId, wareIds) =>
      E.mapLeft(failure)(await request('DELETE', `/favourites/custom-lists/${encodeURIComponent(listId)}/items`, Wishlist, { wareIds })),
    saveShared: async (listId) =>
      E.mapLeft(failure)(await request('POST', `/favourites/shared-custom-lists/${encodeURIComponent(listId)}/_save-to-profile`, Wishlist)),
  };
}
