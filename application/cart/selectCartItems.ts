import * as E from 'fp-ts/Either';
import { blockLines, selectLines, type LineFlag } from '../../domain/cart/flagLines';
import { changeCart, type CartChangeDeps } from './changeCart';

/** Selects or deselects lines for the order (spec §7 POST /cart/items/_select; the rule: selectLines). */
export const selectCartItems = (deps: CartChangeDeps) => (ownerKey: string, flags: readonly LineFlag[]) =>
  changeCart(deps)(ownerKey, (cart) => E.right({ ...cart, lines: selectLines(cart.lines, flags) }));

/** Blocks or unblocks lines (spec §7 POST /cart/items/_block; the rule: blockLines). */
export const blockCartItems = (deps: CartChangeDeps) => (ownerKey: string, flags: readonly LineFlag[]) =>
  changeCart(deps)(ownerKey, (cart) => E.right({ ...cart, lines: blockLines(cart.lines, flags) }));
