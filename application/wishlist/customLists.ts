import * as E from 'fp-ts/Either';
import type { ProductSummary } from '../catalogue/catalogueModel';
import { listNameError, WISHLIST_LIMITS } from '../../domain/wishlist/wishlist';
import type { CustomList } from './WishlistRepository';
import { productsOf, resolveItems, type WantedItem, type WishlistDeps, type WishlistError } from './wishlistDeps';

type Answer<A> = Promise<E.Either<WishlistError, A>>;
export interface ListWithProducts {
  readonly list: CustomList;
  readonly products: readonly ProductSummary[];
}

const ownList = async (deps: Pick<WishlistDeps, 'wishlists'>, customerId: string, listId: string): Answer<CustomList> => {
  const list = await deps.wishlists.customList(listId);
  return list && list.ownerId === customerId ? E.right(list) : E.left({ _tag: 'NOT_FOUND' });
};

const withProducts =
  (deps: Pick<WishlistDeps, 'catalogue'>) =>
  async (list: CustomList): Promise<ListWithProducts> => ({ list, products: await productsOf(deps.catalogue)(list.favouritesIds) });

/** GET /favourites/custom-lists/ (spec §7 Favourites). */
export const customLists = (deps: Pick<WishlistDeps, 'wishlists'>) => (customerId: string) => deps.wishlists.customLists(customerId);

/** POST /favourites/custom-lists/ {name, list?}: a named list, optionally with its first products; at most 20 lists. */
export const createCustomList =
  (deps: WishlistDeps) =>
  async (customerId: string, name: string, items: readonly WantedItem[]): Answer<CustomList> => {
    if (listNameError(name)) return E.left({ _tag: 'INCORRECT_REQUEST' });
    if ((await deps.wishlists.customLists(customerId)).length >= WISHLIST_LIMITS.customLists) return E.left({ _tag: 'INCORRECT_REQUEST' });
    const resolved = await resolveItems(deps.catalogue)(items, []);
    if (E.isLeft(resolved)) return resolved;
    const id = deps.ids.uuid();
    await deps.wishlists.createList(customerId, id, name.trim(), resolved.right);
    if (resolved.right.length > 0) await deps.wishlists.addFavourites(customerId, resolved.right);
    return E.right((await deps.wishlists.customList(id))!);
  };

/** GET /favourites/custom-lists/{id}/items: one of the customer's lists with its products. */
export const customListItems =
  (deps: Pick<WishlistDeps, 'wishlists' | 'catalogue'>) =>
  async (customerId: string, listId: string): Answer<ListWithProducts> => {
    const list = await ownList(deps, customerId, listId);
    return E.isLeft(list) ? list : E.right(await withProducts(deps)(list.right));
  };

/** DELETE /favourites/custom-lists/{id}/items (wareIds, or all when none given): the list afterwards. */
export const removeCustomListItems =
  (deps: Pick<WishlistDeps, 'wishlists'>) =>
  async (customerId: string, listId: string, wareIds: readonly string[] | undefined): Answer<CustomList> => {
    const list = await ownList(deps, customerId, listId);
    if (E.isLeft(list)) return list;
    await deps.wishlists.removeFromList(listId, wareIds);
    return E.right((await deps.wishlists.customList(listId))!);
  };

/** DELETE /favourites/custom-lists/{id}: the list goes, its products stay in the default list. */
export const deleteCustomList =
  (deps: Pick<WishlistDeps, 'wishlists'>) =>
  async (customerId: string, listId: string): Answer<readonly CustomList[]> => {
    const list = await ownList(deps, customerId, listId);
    if (E.isLeft(list)) return list;
    await deps.wishlists.deleteList(listId);
    return E.right(await deps.wishlists.customLists(customerId));
  };

/** GET /favourites/shared-custom-lists/{id}/items: anyone with the link sees the list (its id is an unguessable uuid). */
export const sharedListItems =
  (deps: Pick<WishlistDeps, 'wishlists' | 'catalogue'>) =>
  async (listId: string): Answer<ListWithProducts> => {
    const list = await deps.wishlists.customList(listId);
    return list ? E.right(await withProducts(deps)(list)) : E.left({ _tag: 'NOT_FOUND' });
  };

/** POST /favourites/shared-custom-lists/{id}/_save-to-profile: a copy of someone's list among the customer's own (their own list is answered as it is). */
export const saveSharedList =
  (deps: WishlistDeps) =>
  async (customerId: string, listId: string): Answer<CustomList> => {
    const list = await deps.wishlists.customList(listId);
    if (!list) return E.left({ _tag: 'NOT_FOUND' });
    if (list.ownerId === customerId) return E.right(list);
    return createCustomList(deps)(customerId, list.name, list.favouritesIds);
  };
