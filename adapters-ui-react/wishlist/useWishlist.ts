import { useEffect } from 'react';
import { EMPTY } from 'rxjs';
import type { WishlistState } from '../../application/wishlist/wishlistViewModel';
import { loadsWishlist, wishlistCount } from '../../domain/wishlist/wishlist';
import { useServices, useShell } from '../shopContext';
import { useObservable } from '../useObservable';

const UNKNOWN: WishlistState = { ids: null, lists: null, dialogFor: null, pending: false };

/** The wishlist as the browser knows it; ids are loaded once, and only for signed-in users (spec §6). */
export function useWishlist() {
  const { wishlist } = useServices();
  const user = useShell()?.user;
  const signedIn = loadsWishlist(user);
  const state = useObservable(wishlist?.state$ ?? EMPTY, wishlist?.current ?? (() => UNKNOWN));
  useEffect(() => {
    if (wishlist && signedIn && wishlist.current().ids === null) void wishlist.load();
  }, [wishlist, signedIn]);
  return { ...state, vm: wishlist, signedIn };
}

/** The header's wishlist count: the live list once known, else what the page was rendered with. */
export function useWishlistCount(rendered: number): number {
  const { ids } = useWishlist();
  return ids ? wishlistCount(ids) : rendered;
}
