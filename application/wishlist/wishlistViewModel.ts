import { BehaviorSubject, type Observable } from 'rxjs';
import { GENERIC_ERROR_MESSAGE, INCORRECT_REQUEST_MESSAGE } from '../../domain/errors/genericMessages';
import { validationMessage } from '../../domain/validation/messages';
import { isFavourite, listNameError, wareIdsOf, WISHLIST_TEXTS, wishlistAddFailureKind, type FavouriteId } from '../../domain/wishlist/wishlist';
import type { NotificationsViewModel } from '../shell/notificationsViewModel';
import * as E from 'fp-ts/Either';

/** A failed favourites call as the browser's API client reports it. */
export interface WishlistFailure {
  readonly status: number;
  readonly message: string;
}
type Answer<A> = Promise<E.Either<WishlistFailure, A>>;

/** A custom list as the browser sees it (spec §3 Wishlist). */
export interface WishlistList {
  readonly id: string;
  readonly name: string;
  readonly favouritesIds: readonly FavouriteId[];
}

/** A product the shopper hearts: in the chosen size, or without one on a card. */
export interface WishlistItem {
  readonly productId: string;
  readonly wareId?: string;
}

/** The favourites calls of spec §7 as the browser makes them. */
export interface WishlistApi {
  readonly ids: () => Answer<readonly FavouriteId[]>;
  readonly add: (item: WishlistItem, customListIds: readonly string[]) => Answer<readonly FavouriteId[]>;
  readonly remove: (wareIds: readonly string[]) => Answer<readonly FavouriteId[]>;
  readonly customLists: () => Answer<readonly WishlistList[]>;
  readonly createList: (name: string, items: readonly WishlistItem[]) => Answer<WishlistList>;
  readonly deleteList: (listId: string) => Answer<readonly WishlistList[]>;
  readonly removeFromList: (listId: string, wareIds: readonly string[]) => Answer<WishlistList>;
  readonly saveShared: (listId: string) => Answer<WishlistList>;
}

export interface WishlistState {
  /** The default list; null until loaded (never loaded for anonymous visitors, spec §6). */
  readonly ids: readonly FavouriteId[] | null;
  /** The custom lists; null until the add-to-list dialog or the wishlist page loads them. */
  readonly lists: readonly WishlistList[] | null;
  /** The product the add-to-list dialog is open for. */
  readonly dialogFor: WishlistItem | null;
  readonly pending: boolean;
}

const initial: WishlistState = { ids: null, lists: null, dialogFor: null, pending: false };

/**
 * Wishlists in the browser (spec §4 Notifications, §8 Other): a heart adds or removes a product; a
 * successful add shows «Товар добавлен в Избранное» with a link that loads the lists and then opens
 * the add-to-list dialog. Failures: add 400 → the incorrect-request text, else the 500 text, both
 * persistent; delete → the server-error text; loading → the default error notification.
 */
export function createWishlistViewModel(api: WishlistApi, notifications: Pick<NotificationsViewModel, 'notify'>) {
  const state = new BehaviorSubject<WishlistState>(initial);
  const patch = (p: Partial<WishlistState>) => state.next({ ...state.value, ...p });
  const loadFailed = (): void => {
    notifications.notify('error', GENERIC_ERROR_MESSAGE);
  };

  // Every heart on a page asks for the ids as it mounts: they share one request while it runs.
  let loading: Promise<void> | null = null;
  const load = (): Promise<void> =>
    (loading ??= api.ids().then((answer) => {
      loading = null;
      if (E.isRight(answer)) patch({ ids: answer.right });
      else loadFailed();
    }));

  const openAddDialog = async (item: WishlistItem): Promise<void> => {
    const lists = await api.customLists();
    if (E.isLeft(lists)) return loadFailed();
    patch({ lists: lists.right, dialogFor: item });
  };

  const add = async (item: WishlistItem, customListIds: readonly string[] = []): Promise<boolean> => {
    patch({ pending: true });
    const answer = await api.add(item, customListIds);
    patch({ pending: false });
    if (E.isLeft(answer)) {
      const text = wishlistAddFailureKind(answer.left.status) === 'incorrectRequest' ? INCORRECT_REQUEST_MESSAGE : GENERIC_ERROR_MESSAGE;
      notifications.notify('error', text, undefined, { persistent: true });
      return false;
    }
    patch({ ids: answer.right });
    if (customListIds.length === 0) {
      notifications.notify('success', WISHLIST_TEXTS.saved, {
        href: '/profile/wishlist/',
        label: WISHLIST_TEXTS.addToList,
        action: () => void openAddDialog(item),
      });
    }
    return true;
  };

  const remove = async (wareIds: readonly string[]): Promise<boolean> => {
    patch({ pending: true });
    const answer = await api.remove(wareIds);
    patch({ pending: false });
    if (E.isLeft(answer)) {
      notifications.notify('error', answer.left.status >= 500 ? GENERIC_ERROR_MESSAGE : answer.left.message);
      return false;
    }
    patch({ ids: answer.right });
    return true;
  };

  return {
    state$: state.asObservable() as Observable<WishlistState>,
    current: () => state.value,
    load,
    add,
    remove,
    /** The heart: adds the product, or removes it in every size when it is kept already. */
    toggle: (item: WishlistItem): Promise<boolean> => {
      const ids = state.value.ids ?? [];
      return isFavourite(ids, item.productId) ? remove(wareIdsOf(ids, item.productId)) : add(item);
    },
    openAddDialog,
    closeDialog: () => patch({ dialogFor: null }),
    /** Puts the dialog's product into a custom list; closes the dialog when it worked. */
    addToList: async (listId: string): Promise<void> => {
      const item = state.value.dialogFor;
      if (!item || !(await add(item, [listId]))) return;
      const lists = await api.customLists();
      patch({ dialogFor: null, ...(E.isRight(lists) ? { lists: lists.right } : {}) });
    },
    loadLists: async (): Promise<void> => {
      const lists = await api.customLists();
      if (E.isLeft(lists)) return loadFailed();
      patch({ lists: lists.right });
    },
    /** A new list (with the dialog's product, if the dialog is open); answers the field error, or null once created. */
    createList: async (name: string): Promise<string | null> => {
      const error = listNameError(name);
      if (error) return validationMessage(error);
      const item = state.value.dialogFor;
      const created = await api.createList(name, item ? [item] : []);
      if (E.isLeft(created)) return created.left.status === 400 ? INCORRECT_REQUEST_MESSAGE : GENERIC_ERROR_MESSAGE;
      patch({ lists: [...(state.value.lists ?? []), created.right], dialogFor: null });
      if (item) await load();
      return null;
    },
    deleteList: async (listId: string): Promise<boolean> => {
      const answer = await api.deleteList(listId);
      if (E.isLeft(answer)) {
        notifications.notify('error', GENERIC_ERROR_MESSAGE);
        return false;
      }
      patch({ lists: answer.right });
      return true;
    },
    /** Takes sizes out of one custom list (they stay in the default list). */
    removeFromList: async (listId: string, wareIds: readonly string[]): Promise<boolean> => {
      const answer = await api.removeFromList(listId, wareIds);
      if (E.isLeft(answer)) notifications.notify('error', answer.left.status >= 500 ? GENERIC_ERROR_MESSAGE : answer.left.message);
      return E.isRight(answer);
    },
    /** Saves someone's shared list among the customer's own; answers the new list's id. */
    saveShared: async (listId: string): Promise<string | null> => {
      const answer = await api.saveShared(listId);
      if (E.isLeft(answer)) {
        notifications.notify('error', answer.left.status >= 500 ? GENERIC_ERROR_MESSAGE : answer.left.message);
        return null;
      }
      await load();
      return answer.right.id;
    },
  };
}

export type WishlistViewModel = ReturnType<typeof createWishlistViewModel>;
