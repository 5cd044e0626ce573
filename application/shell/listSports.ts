import { cachedFor } from '../shared/cachedFor';
import type { Clock } from '../shared/Clock';
import type { DirectoryRepository } from './DirectoryRepository';
import { DIRECTORY_REFRESH_MS } from './listBrands';

/** Every sport, most sold first, for the header's sports panel (spec §2 Header). */
export function listSports(deps: { readonly directory: DirectoryRepository; readonly clock: Clock }) {
  return cachedFor(
    DIRECTORY_REFRESH_MS,
    () => deps.directory.sports(),
    () => deps.clock.now().getTime(),
  );
}
