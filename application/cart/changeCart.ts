import * as E from 'fp-ts/Either';
import type { IdGenerator } from '../shared/IdGenerator';
import type { StoredCart, WrongCartState } from './CartRepository';
import type { CartView } from './cartView';
import { viewCart, type CartDeps } from './getCart';
import { updateCart } from './updateCart';

export type CartChangeDeps = CartDeps & { readonly ids: IdGenerator };

/** updateCart, then the saved cart priced: what every cart-page call answers with. */
export const changeCart =
  (deps: CartChangeDeps) =>
  async <F>(
    ownerKey: string,
    change: (cart: StoredCart) => E.Either<F, StoredCart> | Promise<E.Either<F, StoredCart>>,
  ): Promise<E.Either<F | WrongCartState, CartView>> => {
    const saved = await updateCart(deps)(ownerKey, change);
    return E.isLeft(saved) ? saved : E.right(await viewCart(deps)(saved.right));
  };
