import type { CatalogueRepository } from '../catalogue/CatalogueRepository';
import type { CartRepository, StoredCart } from './CartRepository';
import { cartView, type CartView } from './cartView';

export interface CartDeps {
  readonly carts: CartRepository;
  readonly catalogue: CatalogueRepository;
}

/** Prices a stored cart with today's catalogue and stock. */
export const viewCart = (deps: CartDeps) => async (cart: StoredCart | undefined): Promise<CartView> =>
  cartView(cart, await deps.catalogue.wares(cart?.lines.map((l) => l.wareId) ?? []));

/** The owner's cart; an empty one when nothing was put in yet (spec §7 GET /cart). */
export const getCart = (deps: CartDeps) => async (ownerKey: string): Promise<CartView> =>
  viewCart(deps)(await deps.carts.findByOwner(ownerKey));
