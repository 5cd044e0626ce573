import * as E from 'fp-ts/Either';
import type { IdGenerator } from '../shared/IdGenerator';
import { newCart, type CartRepository, type StoredCartLine } from './CartRepository';
import { MAX_CART_LINES } from './setCartQuantity';

/** Saves retried when another request changed the target cart in between. */
const SAVE_ATTEMPTS = 5;
const MAX_LINE_QUANTITY = 999;

/**
 * Moves the lines of one owner's cart into another's (an anonymous cart into the customer's at
 * sign-in), so the shopper loses nothing: quantities of the same size add up, a deleted line comes
 * back. The target is saved with its version guard and retried on a lost race; the source is emptied.
 */
export const mergeCarts = (deps: { readonly carts: CartRepository; readonly ids: IdGenerator }) => async (fromKey: string, toKey: string): Promise<void> => {
  if (fromKey === toKey) return;
  const from = await deps.carts.findByOwner(fromKey);
  const moving = from?.lines.filter((l) => !l.deleted) ?? [];
  if (!from || moving.length === 0) return;
  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
    const to = (await deps.carts.findByOwner(toKey)) ?? newCart(deps.ids.uuid(), toKey);
    const saved = await deps.carts.save({ ...to, lines: mergeLines(to.lines, moving) });
    if (E.isRight(saved)) break;
  }
  await deps.carts.save({ ...from, lines: [] });
};

/** The target's lines with the moving ones added. */
export function mergeLines(target: readonly StoredCartLine[], moving: readonly StoredCartLine[]): StoredCartLine[] {
  const lines = [...target];
  for (const line of moving) {
    const i = lines.findIndex((l) => l.wareId === line.wareId);
    const existing = lines[i];
    if (existing) {
      const quantity = existing.deleted ? line.quantity : Math.min(MAX_LINE_QUANTITY, existing.quantity + line.quantity);
      lines[i] = { ...existing, quantity, deleted: false };
    } else if (lines.filter((l) => !l.deleted).length < MAX_CART_LINES) {
      lines.push(line);
    }
  }
  return lines;
}
