import { isFavourite } from '../../domain/wishlist/wishlist';
import { headerControls } from '../../domain/user/roles';
import { useShell } from '../shopContext';
import { shellUserFacts } from '../shell/shellUser';
import { useSignIn } from '../auth/useSignIn';
import { HeartIcon } from '../shell/HeaderIcons';
import { useWishlist } from './useWishlist';

/**
 * The heart on product cards and the product page: adds the product (in the chosen size, if any) to
 * the wishlist or removes it; an anonymous visitor gets the sign-in dialog instead, an operator in
 * add-product mode sees none (spec §6).
 */
export function WishlistButton({ productId, wareId, wide = false }: { readonly productId: string; readonly wareId?: string | null; readonly wide?: boolean }) {
  const { ids, vm, signedIn, pending } = useWishlist();
  const { vm: signIn } = useSignIn();
  const shown = headerControls(shellUserFacts(useShell())).wishlist;
  const kept = isFavourite(ids ?? [], productId);
  const label = kept ? 'Убрать из избранного' : 'Добавить в избранное';
  const onClick = () => {
    if (!signedIn) return signIn.open();
    void vm?.toggle({ productId, ...(wareId ? { wareId } : {}) });
  };
  if (!shown) return null;
  return (
    <button
      type="button"
      className={`wishlist-button${kept ? ' wishlist-button--kept' : ''}${wide ? ' button button--wide' : ''}`}
      aria-pressed={kept}
      aria-label={wide ? undefined : label}
      disabled={pending}
      onClick={onClick}
      data-testid="wishlist-button"
    >
      <HeartIcon />
      {wide && <span>{kept ? 'В избранном' : 'В избранное'}</span>}
    </button>
  );
}
