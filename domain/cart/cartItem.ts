import type Decimal from 'decimal.js';
import type { Availability } from '../stock/stockState';
import type { CartLine } from './cartLine';

/** The product a cart line refers to; price in the cart's currency (spec §3 Cart item). */
interface CartProduct {
  readonly productId: string;
  readonly wareId: string;
  readonly price: Decimal;
}

/** One line of the cart as shown: the kept line priced and stocked now (spec §3 Cart item). */
export interface CartItem {
  readonly product: CartProduct;
  readonly quantity: number;
  readonly selected: boolean;
  readonly blocked: boolean;
  readonly deleted: boolean;
  readonly isArchived: boolean;
  readonly available: Availability;
}

/** A kept line with its price and stock now; `isArchived` when its ware left the catalogue (spec §3 Cart item). */
export function cartItem(line: CartLine, price: Decimal, available: Availability, isArchived = false): CartItem {
  const { productId, wareId, quantity, selected, deleted } = line;
  return { product: { productId, wareId, price }, quantity, selected, blocked: line.blocked ?? false, deleted, isArchived, available };
}

/**
 * Whether the cart has something to order: a selected line, not deleted, whose ware is still sold. Only then are
 * the delivery variants enabled, so the tabs show (spec §3 Cart shipmentType.variants, §4 Delivery variants).
 */
export function hasOrderableItems(items: readonly CartItem[]): boolean {
  return items.some((i) => i.selected && !i.deleted && !i.isArchived);
}
