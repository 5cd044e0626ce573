import type { ReturnCarts } from './ReturnRepository';

/** Products a return form shows, by id (spec §7 GET /return-carts/products?productIds); unknown ids are left out. */
export const returnProducts = (deps: { readonly carts: ReturnCarts }) => (productIds: readonly string[]) => deps.carts.productNames(productIds);
