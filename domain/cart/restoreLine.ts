import type * as E from 'fp-ts/Either';
import { clampQuantity, newCartLine, type CartLine, type LineQuantity } from './cartLine';
import { checkLinesLimit, type TooManyLinesInBasket } from './cartLinesLimit';

/**
 * Brings a deleted line back with the given quantity, its old one for 0 (spec §7 POST /cart/products/_restore,
 * §4 Cart item); a line no longer kept is added again (one unit for 0), so restoring works after the deleted
 * lines were reset. Refused when the cart would pass its lines limit.
 */
export function restoreLine(lines: readonly CartLine[], restore: LineQuantity): E.Either<TooManyLinesInBasket, readonly CartLine[]> {
  const quantity = clampQuantity(restore.quantity);
  const known = lines.some((l) => l.wareId === restore.wareId);
  return checkLinesLimit(
    known
      ? lines.map((l) => (l.wareId === restore.wareId ? { ...l, deleted: false, quantity: quantity || l.quantity } : l))
      : [...lines, newCartLine({ ...restore, quantity: quantity || 1 })],
  );
}
