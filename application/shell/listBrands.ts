import type { DirectoryRepository } from './DirectoryRepository';

/** Every brand, in name order, for the header's brand panel (spec §2 Header). */
export function listBrands(deps: { readonly directory: DirectoryRepository }) {
  return () => deps.directory.brands();
}
