import * as E from 'fp-ts/Either';
import type { ProductSummary } from '../catalogue/catalogueModel';
import { DEFAULT_FAVOURITES_TYPE, WISHLIST_LIMITS, WISHLIST_TEXTS, wishlistCount, type FavouriteId } from '../../domain/wishlist/wishlist';
import { customerIdOf } from '../shipment/cartOwner';
import { productsOf, resolveItems, type WantedItem, type WishlistDeps, type WishlistError } from './wishlistDeps';

/** POST /favourites: what to keep, and in which of the customer's custom lists besides the default one. */
export interface AddFavouritesRequest {
  readonly type: string;
  readonly items: readonly WantedItem[];
  readonly wareIds: readonly string[];
  readonly customListIds: readonly string[];
}

/** GET /favourites/ids (spec §7 Favourites): the default list. */
export const favouriteIds = (deps: Pick<WishlistDeps, 'wishlists'>) => (customerId: string) => deps.wishlists.favourites(customerId);

/**
 * POST /favourites (spec §7 Favourites): adds to the default list and to the named custom lists.
 * Nothing to add, another type or a full list is a bad request; a custom list of someone else is NOT_FOUND.
 */
export const addFavourites =
  (deps: WishlistDeps) =>
  async (customerId: string, request: AddFavouritesRequest): Promise<E.Either<WishlistError, readonly FavouriteId[]>> => {
    if (request.type !== DEFAULT_FAVOURITES_TYPE || request.items.length + request.wareIds.length === 0) return E.left({ _tag: 'INCORRECT_REQUEST' });
    const resolved = await resolveItems(deps.catalogue)(request.items, request.wareIds);
    if (E.isLeft(resolved)) return resolved;
    const current = await deps.wishlists.favourites(customerId);
    const added = new Set([...current, ...resolved.right].map((i) => i.wareId));
    if (added.size > WISHLIST_LIMITS.items) return E.left({ _tag: 'INCORRECT_REQUEST' });
    const own = new Set((await deps.wishlists.customLists(customerId)).map((l) => l.id));
    if (request.customListIds.some((id) => !own.has(id))) return E.left({ _tag: 'NOT_FOUND' });
    await deps.wishlists.addFavourites(customerId, resolved.right);
    for (const listId of request.customListIds) await deps.wishlists.addToList(listId, resolved.right);
    return E.right(await deps.wishlists.favourites(customerId));
  };

/** DELETE /favourites {wareIds} (spec §7 Favourites): the sizes leave the default list and every custom list. */
export const removeFavourites =
  (deps: Pick<WishlistDeps, 'wishlists'>) =>
  async (customerId: string, wareIds: readonly string[]): Promise<readonly FavouriteId[]> => {
    await deps.wishlists.removeFavourites(customerId, wareIds);
    return deps.wishlists.favourites(customerId);
  };

/** GET /favourites?page (spec §7 Favourites): the default list's products, 24 a page. */
export const favouriteProducts =
  (deps: Pick<WishlistDeps, 'wishlists' | 'catalogue'>) =>
  async (customerId: string, page: number): Promise<{ readonly products: readonly ProductSummary[]; readonly total: number }> => {
    const ids = await deps.wishlists.favourites(customerId);
    const productIds = [...new Set(ids.map((i) => i.productId))];
    const onPage = productIds.slice((page - 1) * WISHLIST_LIMITS.pageSize, page * WISHLIST_LIMITS.pageSize);
    return { products: await productsOf(deps.catalogue)(ids.filter((i) => onPage.includes(i.productId))), total: productIds.length };
  };

/** GET /favourites/default-lists (spec §7 Favourites): the one default list, of type WISHLIST. */
export const defaultLists = (deps: Pick<WishlistDeps, 'wishlists'>) => async (customerId: string) => [
  {
    id: DEFAULT_FAVOURITES_TYPE,
    type: DEFAULT_FAVOURITES_TYPE,
    name: WISHLIST_TEXTS.defaultListName,
    favouritesIds: await deps.wishlists.favourites(customerId),
  },
];

/** The header counter for a session owner: 0 for anonymous visitors, who have no wishlist (spec §6). */
export const wishlistCountOf =
  (deps: Pick<WishlistDeps, 'wishlists'>) =>
  async (ownerKey: string): Promise<number> => {
    const customerId = customerIdOf(ownerKey);
    return customerId ? wishlistCount(await deps.wishlists.favourites(customerId)) : 0;
  };
