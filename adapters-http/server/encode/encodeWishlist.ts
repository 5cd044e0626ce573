import type { CustomList } from '../../../application/wishlist/WishlistRepository';
import type { ListWithProducts } from '../../../application/wishlist/customLists';
import type { ProductSummary } from '../../../application/catalogue/catalogueModel';
import { WISHLIST_LIMITS } from '../../../domain/wishlist/wishlist';
import type { FavouritesPage, Wishlist, WishlistItems } from '../../contract/wishlist';
import { encodeProductCard } from './encodeProduct';

/** spec §3 Wishlist. */
export const encodeList = (l: CustomList): Wishlist => ({ id: l.id, name: l.name, favouritesIds: [...l.favouritesIds] });

/** A list with its products; `own` when the viewer is its owner. */
export const encodeListItems =
  (customerId: string | null) =>
  (l: ListWithProducts): WishlistItems => ({ wishlist: encodeList(l.list), products: l.products.map(encodeProductCard), own: l.list.ownerId === customerId });

/** GET /favourites?page. */
export const encodeFavouritesPage = (page: number, result: { readonly products: readonly ProductSummary[]; readonly total: number }): FavouritesPage => ({
  products: result.products.map(encodeProductCard),
  pagination: { page, pageSize: WISHLIST_LIMITS.pageSize, total: result.total },
});
