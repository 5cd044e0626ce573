import { inAskedOrder } from '../shared/inAskedOrder';
import type { DirectoryEntry } from './DirectoryRepository';

/** POST /brands/_search {ids} (spec §7): the asked brands that exist, once each, in the order asked. */
export function brandsById(deps: { readonly listBrands: () => Promise<readonly DirectoryEntry[]> }) {
  return async (ids: readonly string[]): Promise<readonly DirectoryEntry[]> => inAskedOrder(await deps.listBrands(), ids);
}
