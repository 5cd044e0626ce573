import * as E from 'fp-ts/Either';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { FavouritesPage, WishlistItems, WishlistLists, type WishlistPageData } from '../../adapters-http/contract/wishlist';
import type { PageMissing } from '../../adapters-ui-react/pageData';

/** /profile/wishlist/ over the API; 401 means an anonymous visitor (spec §6). */
export const httpWishlistPage =
  (request: ApiRequest) =>
  async (page: number): Promise<WishlistPageData> => {
    const [favourites, lists] = await Promise.all([
      request('GET', `/favourites?page=${page}`, FavouritesPage),
      request('GET', '/favourites/custom-lists/', WishlistLists),
    ]);
    if (E.isLeft(favourites) && favourites.left.status === 401) return { signedIn: false };
    if (E.isLeft(favourites)) throw new Error(favourites.left.message);
    if (E.isLeft(lists)) throw new Error(lists.left.message);
    return { signedIn: true, favourites: favourites.right, lists: lists.right.lists };
  };

/** A custom list by its shared link. */
export const httpCustomListPage =
  (request: ApiRequest) =>
  async (listId: string): Promise<WishlistItems | PageMissing> => {
    const list = await request('GET', `/favourites/shared-custom-lists/${encodeURIComponent(listId)}/items`, WishlistItems);
    if (E.isRight(list)) return list.right;
    if (list.left.status === 400 || list.left.status === 404) return { missing: 404 };
    throw new Error(list.left.message);
  };
