import type { RetailPurchases } from './RetailPurchases';

/** GET /orders/retails (spec §7 Orders, §9 lists: page 1, 5 a page by default): the customer's purchases in shops, newest first. */
export const listRetailPurchases = (deps: { readonly retail: RetailPurchases }) => (customerId: string, page: number, pageSize: number) =>
  deps.retail.page(customerId, page, pageSize);
