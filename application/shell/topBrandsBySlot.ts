import { TOP_BRANDS_SLOT, topBrands } from '../../domain/catalogue/mainBlocks';
import type { DirectoryEntry } from './DirectoryRepository';

/** GET /top-brands?slots (spec §7): each asked slot with its brands; SM30_BRANDS_TOPBRANDS is the home page's strip, other slots are empty. */
export function topBrandsBySlot(deps: { readonly listBrands: () => Promise<readonly DirectoryEntry[]> }) {
  return async (slots: readonly string[]): Promise<readonly { readonly slot: string; readonly brands: readonly DirectoryEntry[] }[]> => {
    const strip = slots.includes(TOP_BRANDS_SLOT) ? topBrands(await deps.listBrands()) : [];
    return slots.map((slot) => ({ slot, brands: slot === TOP_BRANDS_SLOT ? strip : [] }));
  };
}
