import type { CartView } from './cartView';
import { getCart, type CartDeps } from './getCart';

/** The owner's cart with only the lines of the given products (spec §7 GET /cart/products?productIds). */
export const cartProducts =
  (deps: CartDeps) =>
  async (ownerKey: string, productIds: readonly string[]): Promise<CartView> => {
    const ids = new Set(productIds);
    const cart = await getCart(deps)(ownerKey);
    return { ...cart, items: cart.items.filter((i) => ids.has(i.product.productId)) };
  };
