import type { ReturnCarts, ReturnPoint } from './ReturnRepository';

/** Shops that take the draft's return (spec §7 GET /return-carts/{id}/map-points); null when the draft is not the customer's. */
export const listReturnPoints =
  (deps: { readonly carts: ReturnCarts }) =>
  async (customerId: string, cartId: string): Promise<readonly ReturnPoint[] | null> => {
    const cart = await deps.carts.byId(customerId, cartId);
    return cart ? deps.carts.returnPoints(cart.orderNumber) : null;
  };
