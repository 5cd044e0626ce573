import type { OrderReturn, ReturnOrders } from './ReturnRepository';
import { LIST_PAGE_SIZE } from '../../domain/display/limits';

/** The returns list's page sizes: the shop's list sizes (spec §9). */
export const RETURNS_PAGE_SIZE = LIST_PAGE_SIZE;

/** A page (from 1) of the customer's returns, newest first (spec §7 GET /orders/returns/). */
export const listReturns = (deps: { readonly returns: ReturnOrders }) => (customerId: string, page: number, pageSize: number) =>
  deps.returns.page(customerId, (page - 1) * pageSize, pageSize);

/** The customer's return (spec §7 GET /orders/returns/{n}); null for anyone else's. */
export const getReturn =
  (deps: { readonly returns: ReturnOrders }) =>
  (customerId: string, returnId: string): Promise<OrderReturn | null> =>
    deps.returns.byId(customerId, returnId);
