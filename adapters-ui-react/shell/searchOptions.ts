import type { AutoHintsResponse } from '../../adapters-http/contract/autoHints';
import type { SearchOption } from '../../application/catalogue/headerSearchViewModel';
import { searchPath } from '../../domain/catalogue/search';

/** The overlay's suggestions in the order the answer's blocksOrder gives, each with where it leads. */
export function searchOptions(h: AutoHintsResponse): SearchOption[] {
  const blocks: Record<string, SearchOption[]> = {
    taps: h.taps.map((t, i) => ({ id: `tap-${i}`, label: t.tap, url: searchPath(t.relatedSearch) })),
    hints: h.hints.map((text, i) => ({ id: `hint-${i}`, label: text, url: searchPath(text) })),
    categories: h.categories.map((c, i) => ({ id: `category-${i}`, label: c.parentName ? `${c.name} — ${c.parentName}` : c.name, url: c.uri })),
    products: h.products.map((p) => ({ id: `product-${p.id}`, label: p.name, url: `/product/${p.id}/` })),
  };
  return h.blocksOrder.flatMap((b) => blocks[b] ?? []);
}
