import type { DirectoryRepository } from './DirectoryRepository';

/** Every sport, in name order, for the header's sports panel (spec §2 Header). */
export function listSports(deps: { readonly directory: DirectoryRepository }) {
  return () => deps.directory.sports();
}
