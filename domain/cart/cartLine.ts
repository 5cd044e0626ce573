/** A size and how many of it: a line as asked for, shared or ordered (spec §7 POST /cart/products/_set-quantity {items}). */
export interface LineQuantity {
  readonly productId: string;
  readonly wareId: string;
  readonly quantity: number;
}

/**
 * A cart line as kept: what the shopper chose, not prices or stock, which are read fresh (spec §3 Cart item).
 * A deleted line keeps its quantity so it can be restored (spec §4 Cart item).
 */
export interface CartLine extends LineQuantity {
  readonly selected: boolean;
  readonly deleted: boolean;
  /** Blocked lines are unavailable (spec §7 POST /cart/items/_block); absent means not blocked. */
  readonly blocked?: boolean;
}

/** A whole non-negative quantity: fractions truncated, anything below 0 or not finite becomes 0 (spec §4 Cart item). */
export function clampQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(0, Math.trunc(quantity)) : 0;
}

/** A line just put in the cart: selected, not deleted (spec §3 Cart item). */
export function newCartLine({ productId, wareId, quantity }: LineQuantity): CartLine {
  return { productId, wareId, quantity, selected: true, deleted: false };
}

/** The lines not deleted: those the cart holds for the shopper (spec §4 Cart item). */
export function liveLines<L extends CartLine>(lines: readonly L[]): readonly L[] {
  return lines.filter((l) => !l.deleted);
}

/** The lines an order would hold: selected, not deleted, not blocked (spec §4 Stock: blocked lines are unavailable). */
export function linesToOrder<L extends CartLine>(lines: readonly L[]): readonly L[] {
  return lines.filter((l) => l.selected && !l.deleted && !l.blocked);
}
