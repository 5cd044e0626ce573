import { liveLines, type CartLine } from './cartLine';

/**
 * The regular cart's lines once a fast cart becomes regular (spec §4 Fast cart): the fast cart's lines come
 * last and are the only ones selected; the shopper's other lines stay, deselected.
 */
export function linesAfterFastCart(regular: readonly CartLine[], fast: readonly CartLine[]): readonly CartLine[] {
  const moving = liveLines(fast).map((l) => ({ ...l, selected: true }));
  const others = regular.filter((l) => !moving.some((m) => m.wareId === l.wareId)).map((l) => ({ ...l, selected: false }));
  return [...others, ...moving];
}
