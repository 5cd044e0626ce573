import { liveLines, type CartLine } from './cartLine';
import { withinLinesLimit } from './cartLinesLimit';

/** Most units of one size a line holds after adding carts up; the requests allow no more either. */
export const MAX_LINE_QUANTITY = 999;

/** The merged lines, and how many of the moving ones did not fit. */
export interface MergedLines {
  readonly lines: readonly CartLine[];
  readonly leftOut: number;
}

/**
 * Adds one cart's lines not deleted to another's (an anonymous cart into the customer's at sign-in, spec §4 Cart item):
 * quantities of the same size add up (to MAX_LINE_QUANTITY), a deleted line comes back with the moving quantity,
 * the target's order is kept and new sizes follow; a new size past the cart's lines limit stays out and is counted.
 */
export function mergeLines(target: readonly CartLine[], from: readonly CartLine[]): MergedLines {
  const lines = [...target];
  let leftOut = 0;
  for (const line of liveLines(from)) {
    const i = lines.findIndex((l) => l.wareId === line.wareId);
    const existing = lines[i];
    if (existing) {
      const quantity = existing.deleted ? line.quantity : Math.min(MAX_LINE_QUANTITY, existing.quantity + line.quantity);
      lines[i] = { ...existing, quantity, deleted: false };
    } else if (withinLinesLimit([...lines, line])) {
      lines.push(line);
    } else {
      leftOut++;
    }
  }
  return { lines, leftOut };
}
