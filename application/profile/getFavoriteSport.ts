import type { DirectoryRepository } from '../shell/DirectoryRepository';
import type { FavoriteSportRepository } from './FavoriteSportRepository';

/** A sport as the favourite-sport selector shows it. */
export interface SportChoice {
  readonly id: string;
  readonly name: string;
}

/** The customer's favourite sport, null when none is chosen or the sport is no longer sold (spec §7 GET /profiles/current/favorite-sport). */
export function getFavoriteSport(deps: { readonly favorites: FavoriteSportRepository; readonly directory: DirectoryRepository }) {
  return async (customerId: string): Promise<SportChoice | null> => {
    const [id, sports] = await Promise.all([deps.favorites.favoriteOf(customerId), deps.directory.sports()]);
    const sport = sports.find((s) => s.id === id);
    return sport ? { id: sport.id, name: sport.name } : null;
  };
}
