import type { CatalogueRepository } from '../catalogue/CatalogueRepository';
import type { CartRepository, StoredCart } from './CartRepository';
import { cartView, type CartView, type PricingFacts } from './cartView';

export interface CartDeps {
  readonly carts: CartRepository;
  readonly catalogue: CatalogueRepository;
  /** The promo codes, bonuses and time a cart is priced with (pricingFacts.ts). */
  readonly pricing: (cart: StoredCart | undefined, cartKey?: string) => Promise<PricingFacts>;
}

/** Prices a stored cart with today's catalogue, stock, promo codes and the customer's bonuses. */
export const viewCart =
  (deps: CartDeps) =>
  async (cart: StoredCart | undefined, cartKey = cart?.ownerKey): Promise<CartView> => {
    const [wares, facts] = await Promise.all([deps.catalogue.wares(cart?.lines.map((l) => l.wareId) ?? []), deps.pricing(cart, cartKey)]);
    return cartView(cart, wares, facts);
  };

/** The owner's cart; an empty one when nothing was put in yet (spec §7 GET /cart). */
export const getCart =
  (deps: CartDeps) =>
  async (ownerKey: string): Promise<CartView> =>
    viewCart(deps)(await deps.carts.findByOwner(ownerKey), ownerKey);
