import * as E from 'fp-ts/Either';
import { changeCart, type CartChangeDeps } from './changeCart';

/** One line's flag in POST /cart/items/_select {selectedItems} or _block {blockedItems}. */
export interface LineFlag {
  readonly wareId: string;
  readonly value: boolean;
}

/** Selects or deselects lines for the order; unknown wares are ignored (spec §7 POST /cart/items/_select). */
export const selectCartItems = (deps: CartChangeDeps) => (ownerKey: string, flags: readonly LineFlag[]) =>
  changeCart(deps)(ownerKey, (cart) => {
    const byWare = new Map(flags.map((f) => [f.wareId, f.value]));
    return E.right({ ...cart, lines: cart.lines.map((l) => ({ ...l, selected: byWare.get(l.wareId) ?? l.selected })) });
  });

/** Blocks or unblocks lines; a blocked line is unavailable and never ordered (spec §7 POST /cart/items/_block, §4 Stock). */
export const blockCartItems = (deps: CartChangeDeps) => (ownerKey: string, flags: readonly LineFlag[]) =>
  changeCart(deps)(ownerKey, (cart) => {
    const byWare = new Map(flags.map((f) => [f.wareId, f.value]));
    return E.right({ ...cart, lines: cart.lines.map((l) => ({ ...l, blocked: byWare.get(l.wareId) ?? l.blocked ?? false })) });
  });
