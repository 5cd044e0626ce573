import type * as E from 'fp-ts/Either';
import { newCartLine, type CartLine, type LineQuantity } from './cartLine';
import { checkLinesLimit, type TooManyLinesInBasket } from './cartLinesLimit';

/**
 * Puts a shared cart's lines into a cart (spec §7 POST /cart/snapshots/{id}): new sizes are added selected,
 * a deleted one comes back with the shared quantity, a size already there keeps the larger quantity.
 * Refused as a whole when the cart would pass its lines limit.
 */
export function addSharedLines(lines: readonly CartLine[], shared: readonly LineQuantity[]): E.Either<TooManyLinesInBasket, readonly CartLine[]> {
  const next = [...lines];
  for (const line of shared) {
    const i = next.findIndex((l) => l.wareId === line.wareId);
    const existing = next[i];
    if (!existing) next.push(newCartLine(line));
    else next[i] = { ...existing, deleted: false, quantity: existing.deleted ? line.quantity : Math.max(existing.quantity, line.quantity) };
  }
  return checkLinesLimit(next);
}
