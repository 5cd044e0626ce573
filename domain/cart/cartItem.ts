import type Decimal from 'decimal.js';
import type { Availability } from '../stock/stockState';

/** The product a cart line refers to; price in the cart's currency (spec §3 Cart item). */
export interface CartProduct {
  readonly productId: string;
  readonly wareId: string;
  readonly price: Decimal;
}

/** One line of the cart (spec §3 Cart item). */
export interface CartItem {
  readonly product: CartProduct;
  readonly quantity: number;
  readonly selected: boolean;
  readonly blocked: boolean;
  readonly deleted: boolean;
  readonly isArchived: boolean;
  readonly available: Availability;
}

/** A fresh cart line: selected, not blocked, not deleted, not archived (spec §3 Cart item). */
export function cartItem(product: CartProduct, quantity: number, available: Availability): CartItem {
  return { product, quantity: clampQuantity(quantity), selected: true, blocked: false, deleted: false, isArchived: false, available };
}

/** A whole non-negative quantity: fractions truncated, anything below 0 or not finite becomes 0 (spec §4 Cart item). */
export function clampQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(0, Math.trunc(quantity)) : 0;
}
