import * as E from 'fp-ts/Either';
import { decodeGeoPoint } from '../../domain/location/geohash';
import { cityUrlCode, territoryAt } from '../../domain/location/territory';
import type { LocationRepository } from './LocationRepository';

/** What a geohash URL (/stores/hash/{geocode}/, /pickup/hash/…) points at. */
export interface GeohashCheck {
  readonly geohash: string;
  readonly lat: number;
  readonly lon: number;
  readonly territory: { readonly id: string; readonly name: string; readonly urlCode: string } | null;
  /** Only a point inside one of our territories has shops to list, so only its page is worth indexing (spec §4 Location). */
  readonly isIndexable: boolean;
}

/** Checks a geohash of a URL (spec §7 GET /geohashes/{hash}/_check); INCORRECT_REQUEST for what is no geohash. */
export function checkGeohash(deps: { readonly locations: LocationRepository }) {
  return async (hash: string): Promise<E.Either<{ readonly _tag: 'INCORRECT_REQUEST' }, GeohashCheck>> => {
    const point = decodeGeoPoint(hash);
    if (E.isLeft(point)) return E.left({ _tag: 'INCORRECT_REQUEST' });
    const city = territoryAt(point.right, await deps.locations.cities());
    return E.right({
      geohash: hash.trim().toLowerCase(),
      ...point.right,
      territory: city ? { id: city.id, name: city.name, urlCode: cityUrlCode(city.name) } : null,
      isIndexable: city !== undefined,
    });
  };
}
