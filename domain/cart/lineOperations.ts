import type { CartItem } from './cartItem';
import { clampQuantity } from './cartItem';

/** Sets a line's quantity, never below 0 (spec §4 Cart item). */
export function setQuantity(item: CartItem, quantity: number): CartItem {
  return { ...item, quantity: clampQuantity(quantity) };
}

/** Marks a line deleted and keeps it so it can be restored (spec §4 Cart item). */
export function deleteItem(item: CartItem): CartItem {
  return { ...item, deleted: true };
}

/** Brings a deleted line back, optionally with a new quantity (spec §4 Cart item, §7 /cart/products/_restore). */
export function restoreItem(item: CartItem, quantity: number = item.quantity): CartItem {
  return { ...item, deleted: false, quantity: clampQuantity(quantity) };
}

/** Sets whether a line is selected for the order (spec §3 Cart item, §7 /cart/items/_select). */
export function selectItem(item: CartItem, selected: boolean): CartItem {
  return { ...item, selected };
}

/** Sets whether a line is blocked (spec §3 Cart item, §7 /cart/items/_block). */
export function blockItem(item: CartItem, blocked: boolean): CartItem {
  return { ...item, blocked };
}
