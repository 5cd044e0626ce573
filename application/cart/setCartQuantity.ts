import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { LineQuantity } from '../../domain/cart/cartLine';
import type { TooManyLinesInBasket } from '../../domain/cart/cartLinesLimit';
import { setLineQuantities } from '../../domain/cart/setLineQuantities';
import type { IdGenerator } from '../shared/IdGenerator';
import { updateCart } from './updateCart';
import type { WrongCartState } from './CartRepository';
import { viewCart, type CartDeps } from './getCart';
import type { CartView } from './cartView';

export type SetCartQuantityError = { readonly _tag: 'PRODUCT_NOT_FOUND'; readonly wareId: string } | TooManyLinesInBasket | WrongCartState;

/** Sets the quantity of sizes in the owner's cart, each a ware of the catalogue (spec §7 POST /cart/products/_set-quantity; the rule: setLineQuantities). */
export const setCartQuantity =
  (deps: CartDeps & { readonly ids: IdGenerator }) =>
  async (ownerKey: string, changes: readonly LineQuantity[]): Promise<E.Either<SetCartQuantityError, CartView>> => {
    const known = new Map((await deps.catalogue.wares(changes.map((c) => c.wareId))).map((w) => [w.wareId, w.productId]));
    const unknown = changes.find((c) => known.get(c.wareId) !== c.productId);
    if (unknown) return E.left({ _tag: 'PRODUCT_NOT_FOUND', wareId: unknown.wareId });

    const result = await updateCart(deps)(ownerKey, (cart) =>
      pipe(
        setLineQuantities(cart.lines, changes),
        E.map((lines) => ({ ...cart, lines })),
      ),
    );
    return E.isLeft(result) ? result : E.right(await viewCart(deps)(result.right));
  };
