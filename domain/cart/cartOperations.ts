import type { CartItem } from './cartItem';
import { selectItem } from './lineOperations';

/** Applies a change to the line with the given ware id, leaving the others untouched (spec §4 Cart item). */
export function updateLine(items: readonly CartItem[], wareId: string, change: (item: CartItem) => CartItem): readonly CartItem[] {
  return items.map((item) => (item.product.wareId === wareId ? change(item) : item));
}

/** Finds a line by ware id (spec §3 Cart item). */
export function findLine(items: readonly CartItem[], wareId: string): CartItem | undefined {
  return items.find((item) => item.product.wareId === wareId);
}

/** Drops the lines marked deleted; applying it twice changes nothing more (spec §4 Cart item). */
export function resetDeleted(items: readonly CartItem[]): readonly CartItem[] {
  return items.filter((item) => !item.deleted);
}

/** Sets `selected` on the lines whose ware id is listed, others unchanged (spec §7 /cart/items/_select). */
export function selectItems(items: readonly CartItem[], wareIds: Iterable<string>, selected = true): readonly CartItem[] {
  const ids = new Set(wareIds);
  return items.map((item) => (ids.has(item.product.wareId) ? selectItem(item, selected) : item));
}

/** Sets `selected` on every line (spec §3 Cart item). */
export function selectAll(items: readonly CartItem[], selected: boolean): readonly CartItem[] {
  return items.map((item) => selectItem(item, selected));
}
