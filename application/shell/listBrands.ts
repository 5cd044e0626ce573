import { cachedFor } from '../shared/cachedFor';
import type { Clock } from '../shared/Clock';
import type { DirectoryRepository } from './DirectoryRepository';

/** How long a ranking is reused: every page's header lists brands and sports, and sales move them slowly. */
export const DIRECTORY_REFRESH_MS = 5 * 60_000;

/** Every brand, best sellers first, for the header's brand panel and menu (spec §2 Header, §9). */
export function listBrands(deps: { readonly directory: DirectoryRepository; readonly clock: Clock }) {
  return cachedFor(
    DIRECTORY_REFRESH_MS,
    () => deps.directory.brands(),
    () => deps.clock.now().getTime(),
  );
}
