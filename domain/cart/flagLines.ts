import type { CartLine } from './cartLine';

/** One line's flag in POST /cart/items/_select {selectedItems} or _block {blockedItems} (spec §7). */
export interface LineFlag {
  readonly wareId: string;
  readonly value: boolean;
}

const flagsByWare = (flags: readonly LineFlag[]) => new Map(flags.map((f) => [f.wareId, f.value]));

/** Selects or deselects lines for the order; flags of wares not in the cart are ignored (spec §7 POST /cart/items/_select). */
export function selectLines(lines: readonly CartLine[], flags: readonly LineFlag[]): readonly CartLine[] {
  const byWare = flagsByWare(flags);
  return lines.map((l) => ({ ...l, selected: byWare.get(l.wareId) ?? l.selected }));
}

/** Blocks or unblocks lines; a blocked line is unavailable and never ordered (spec §7 POST /cart/items/_block, §4 Stock). */
export function blockLines(lines: readonly CartLine[], flags: readonly LineFlag[]): readonly CartLine[] {
  const byWare = flagsByWare(flags);
  return lines.map((l) => ({ ...l, blocked: byWare.get(l.wareId) ?? l.blocked ?? false }));
}
