import * as E from 'fp-ts/Either';
import type { IdGenerator } from '../shared/IdGenerator';
import { newCart, type CartRepository, type StoredCart, type WrongCartState } from './CartRepository';

/** Saves retried when another request changed the cart between our read and our save. */
const SAVE_ATTEMPTS = 3;

export interface UpdateCartDeps {
  readonly carts: CartRepository;
  readonly ids: IdGenerator;
}

/**
 * Reads the owner's cart (a new one when none is stored), applies `change` and saves the result
 * under the version guard; on a lost race the change is applied again to the fresh cart. A change
 * that answers Left is a refusal and nothing is saved. Every cart-changing use-case goes through here.
 */
export const updateCart =
  (deps: UpdateCartDeps) =>
  async <F>(
    ownerKey: string,
    change: (cart: StoredCart) => E.Either<F, StoredCart> | Promise<E.Either<F, StoredCart>>,
  ): Promise<E.Either<F | WrongCartState, StoredCart>> => {
    let result: E.Either<F | WrongCartState, StoredCart> = E.left({ _tag: 'WRONG_CART_STATE' });
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      const current = (await deps.carts.findByOwner(ownerKey)) ?? newCart(deps.ids.uuid(), ownerKey);
      const changed = await change(current);
      if (E.isLeft(changed)) return changed;
      result = await deps.carts.save(changed.right);
      if (E.isRight(result)) return result;
    }
    return result;
  };
