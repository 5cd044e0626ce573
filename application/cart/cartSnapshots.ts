import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { addSharedLines } from '../../domain/cart/addSharedLines';
import { liveLines, newCartLine } from '../../domain/cart/cartLine';
import { EMPTY_CHECKOUT } from '../../domain/checkout/checkoutState';
import type { StoredCart } from './CartRepository';
import { cartView, type CartView } from './cartView';
import { changeCart, type CartChangeDeps } from './changeCart';
import type { CartSnapshotRepository } from './CheckoutRepositories';

export type SnapshotDeps = CartChangeDeps & { readonly snapshots: CartSnapshotRepository };

type NotFound = { readonly _tag: 'NOT_FOUND' };

/** Saves the lines of the owner's cart (not deleted ones) to share by link; answers the snapshot id (spec §7 POST /cart/snapshots). */
export const saveCartSnapshot =
  (deps: SnapshotDeps) =>
  async (ownerKey: string): Promise<{ readonly id: string }> => {
    const cart = await deps.carts.findByOwner(ownerKey);
    const lines = liveLines(cart?.lines ?? []).map(({ productId, wareId, quantity }) => ({ productId, wareId, quantity }));
    const id = deps.ids.uuid();
    await deps.snapshots.save(id, lines);
    return { id };
  };

/** A shared cart's lines priced now, all selected, with nothing else applied (spec §7 GET /cart/snapshots/{id}). */
export const viewCartSnapshot =
  (deps: SnapshotDeps) =>
  async (id: string): Promise<E.Either<NotFound, CartView>> => {
    const lines = await deps.snapshots.find(id);
    if (!lines) return E.left({ _tag: 'NOT_FOUND' });
    const cart: StoredCart = { id, ownerKey: `snapshot:${id}`, version: 0, checkout: EMPTY_CHECKOUT, lines: lines.map(newCartLine) };
    return E.right(cartView(cart, await deps.catalogue.wares(lines.map((l) => l.wareId))));
  };

/** Puts a shared cart's lines into the owner's cart, skipping wares gone from the catalogue (spec §7 POST /cart/snapshots/{id}; the rule: addSharedLines). */
export const addCartSnapshot = (deps: SnapshotDeps) => async (ownerKey: string, id: string) => {
  const shared = await deps.snapshots.find(id);
  if (!shared) return E.left<NotFound>({ _tag: 'NOT_FOUND' });
  const live = new Set((await deps.catalogue.wares(shared.map((l) => l.wareId))).map((w) => `${w.productId}/${w.wareId}`));
  const wanted = shared.filter((l) => live.has(`${l.productId}/${l.wareId}`));
  return changeCart(deps)(ownerKey, (cart) =>
    pipe(
      addSharedLines(cart.lines, wanted),
      E.map((lines) => ({ ...cart, lines })),
    ),
  );
};
