import * as E from 'fp-ts/Either';
import type { DirectoryRepository } from '../shell/DirectoryRepository';
import type { FavoriteSportRepository } from './FavoriteSportRepository';
import type { SportChoice } from './getFavoriteSport';

/** Keeps the customer's favourite sport, one of the sports the shop sells (spec §7 POST /profiles/current/favorite-sport {id}). */
export function chooseFavoriteSport(deps: { readonly favorites: FavoriteSportRepository; readonly directory: DirectoryRepository }) {
  return async (customerId: string, sportId: string): Promise<E.Either<{ readonly _tag: 'INCORRECT_REQUEST' }, SportChoice>> => {
    const sport = (await deps.directory.sports()).find((s) => s.id === sportId);
    if (!sport) return E.left({ _tag: 'INCORRECT_REQUEST' });
    await deps.favorites.choose(customerId, sport.id);
    return E.right({ id: sport.id, name: sport.name });
  };
}
