import * as E from 'fp-ts/Either';
import type { WishlistUseCases } from '../../application/wishlist/wishlistUseCases';
import type { WishlistItems, WishlistPageData } from '../../adapters-http/contract/wishlist';
import { encodeFavouritesPage, encodeList, encodeListItems } from '../../adapters-http/server/encode/encodeWishlist';
import { customerIdOf } from '../../application/shipment/cartOwner';
import type { PageMissing } from '../../adapters-ui-react/pageData';

/** /profile/wishlist/ rendered on the server, for the session owner. */
export const serverWishlistPage =
  (wishlist: WishlistUseCases, ownerKey: string) =>
  async (page: number): Promise<WishlistPageData> => {
    const customerId = customerIdOf(ownerKey);
    if (!customerId) return { signedIn: false };
    const [favourites, lists] = await Promise.all([wishlist.favouriteProducts(customerId, page), wishlist.customLists(customerId)]);
    return { signedIn: true, favourites: encodeFavouritesPage(page, favourites), lists: lists.map(encodeList) };
  };

/** /profile/wishlist/custom-list/{id}/ rendered on the server: anyone with the link sees the list. */
export const serverCustomListPage =
  (wishlist: WishlistUseCases, ownerKey: string) =>
  async (listId: string): Promise<WishlistItems | PageMissing> => {
    const list = /^[0-9a-f-]{36}$/i.test(listId) ? await wishlist.sharedListItems(listId) : E.left({ _tag: 'NOT_FOUND' as const });
    return E.isRight(list) ? encodeListItems(customerIdOf(ownerKey))(list.right) : { missing: 404 };
  };
