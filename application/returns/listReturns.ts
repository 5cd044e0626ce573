import type { OrderReturn, ReturnOrders } from './ReturnRepository';

/** Spec §9: lists of returns open at page 1 with 5 a page; larger pages are the shop's choice, bounded. */
export const RETURNS_PAGE_SIZE = { default: 5, max: 50 } as const;

/** A page (from 1) of the customer's returns, newest first (spec §7 GET /orders/returns/). */
export const listReturns = (deps: { readonly returns: ReturnOrders }) => (customerId: string, page: number, pageSize: number) =>
  deps.returns.page(customerId, (page - 1) * pageSize, pageSize);

/** The customer's return (spec §7 GET /orders/returns/{n}); null for anyone else's. */
export const getReturn = (deps: { readonly returns: ReturnOrders }) => (customerId: string, returnId: string): Promise<OrderReturn | null> =>
  deps.returns.byId(customerId, returnId);
