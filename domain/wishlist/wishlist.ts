import type { ValidationError } from '../validation/validationError';

/** Default favourites type (spec §7 Favourites). */
export const DEFAULT_FAVOURITES_TYPE = 'WISHLIST';

/** A product in a size kept in a wishlist (spec §3 Wishlist favouritesIds). */
export interface FavouriteId {
  readonly productId: string;
  readonly wareId: string;
}

/** Limits written for this shop (the spec gives none): a list name, lists per customer, items per list. */
export const WISHLIST_LIMITS = { nameLength: 50, customLists: 20, items: 500, pageSize: 24 } as const;

/** Toast after a successful add, and the wording of its link (spec §4 Notifications; Russian written here). */
export const WISHLIST_TEXTS = {
  saved: 'Товар добавлен в Избранное',
  addToList: 'Добавить в список',
  defaultListName: 'Избранное',
} as const;

/** Why a custom list name is refused, or null when it is fine: required, at most 50 characters (spec §5 required/max). */
export function listNameError(name: string): ValidationError | null {
  const trimmed = name.trim();
  if (trimmed === '') return { _tag: 'required' };
  if (trimmed.length > WISHLIST_LIMITS.nameLength) return { _tag: 'max', length: WISHLIST_LIMITS.nameLength };
  return null;
}

/** The header's wishlist counter: distinct products, whatever sizes of them are kept (spec §1 Shared page shell). */
export function wishlistCount(ids: readonly FavouriteId[]): number {
  return new Set(ids.map((id) => id.productId)).size;
}

/** Whether any size of the product is in the list: the heart is filled (spec §2 Global dialogs, wishlist toggle). */
export function isFavourite(ids: readonly FavouriteId[], productId: string): boolean {
  return ids.some((id) => id.productId === productId);
}

/** The ware ids to delete so that the product leaves the list in every size (spec §7 Favourites DELETE wareIds). */
export function wareIdsOf(ids: readonly FavouriteId[], productId: string): readonly string[] {
  return ids.filter((id) => id.productId === productId).map((id) => id.wareId);
}

/** Wishlist ids are loaded only for signed-in users (spec §6 Anonymous visitor). */
export function loadsWishlist(user: { readonly anonymous: boolean } | undefined): boolean {
  return user !== undefined && user.anonymous === false;
}

/** The message shown when adding fails: 400 → the incorrect-request text, anything else → the 500 text (spec §8 Other). */
export function wishlistAddFailureKind(status: number): 'incorrectRequest' | 'serverError' {
  return status === 400 ? 'incorrectRequest' : 'serverError';
}
