import type * as E from 'fp-ts/Either';
import { clampQuantity, newCartLine, type CartLine, type LineQuantity } from './cartLine';
import { checkLinesLimit, type TooManyLinesInBasket } from './cartLinesLimit';

/**
 * Sets the quantity of sizes (spec §7 POST /cart/products/_set-quantity, §4 Cart item): a new size is
 * added selected; 0 marks a line deleted and keeps its quantity so it can be restored; a quantity for a
 * deleted line brings it back. Refused when the cart would pass its lines limit.
 */
export function setLineQuantities(lines: readonly CartLine[], changes: readonly LineQuantity[]): E.Either<TooManyLinesInBasket, readonly CartLine[]> {
  const next = [...lines];
  for (const change of changes) {
    const quantity = clampQuantity(change.quantity);
    const i = next.findIndex((l) => l.wareId === change.wareId);
    const line = next[i];
    if (line) next[i] = { ...line, quantity: quantity || line.quantity, deleted: quantity === 0 };
    else if (quantity > 0) next.push(newCartLine({ ...change, quantity }));
  }
  return checkLinesLimit(next);
}
