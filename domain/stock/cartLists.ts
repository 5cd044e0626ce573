import { stockStatus, type StockFacts, type StockStatus } from './stockState';

/** The four lists a cart is shown in (spec §4 Stock). */
export type CartListName = 'availableForOrder' | 'unavailableForOrder' | 'unavailable' | 'unallocated';

/** The list names in display order (spec §4 Stock). */
export const CART_LIST_NAMES: readonly CartListName[] = ['availableForOrder', 'unavailableForOrder', 'unavailable', 'unallocated'];

const LIST_OF: Record<StockStatus, CartListName> = {
  AVAILABLE: 'availableForOrder',
  ORDER_ONLY: 'unavailableForOrder',
  UNAVAILABLE: 'unavailable',
  UNKNOWN: 'unallocated',
};

/** The cart list a line belongs in (spec §4 Stock). */
export function cartListOf(line: StockFacts): CartListName {
  return LIST_OF[stockStatus(line)];
}

/** Lines split into the four cart lists, order kept; `unknown` holds the lines whose state must be logged (spec §4 Stock). */
export type CartLists<T> = Record<CartListName, readonly T[]> & { readonly unknown: readonly T[] };

/** Splits lines into the four cart lists (spec §4 Stock). */
export function cartLists<T extends StockFacts>(lines: readonly T[]): CartLists<T> {
  const lists: Record<CartListName, T[]> = { availableForOrder: [], unavailableForOrder: [], unavailable: [], unallocated: [] };
  for (const line of lines) lists[cartListOf(line)].push(line);
  return { ...lists, unknown: lists.unallocated };
}
