import * as E from 'fp-ts/Either';
import { decodeGeoPoint, GEOHASH_PRECISION } from '../../domain/location/geohash';
import type { ChosenLocation, LocationRepository } from './LocationRepository';
import { locationView, type LocationView } from './locationView';

/**
 * Keeps the location the shopper chose or confirmed (spec §4 Location confirm call, §7 PUT and PATCH
 * /profiles/current/location): PUT gives every field, PATCH some, the others staying as the current location has them.
 */
export function chooseLocation(deps: { readonly locations: LocationRepository }) {
  return async (ownerKey: string, change: Partial<ChosenLocation>): Promise<E.Either<{ readonly _tag: 'INCORRECT_REQUEST' }, LocationView>> => {
    const cities = await deps.locations.cities();
    const current = locationView(cities, await deps.locations.chosen(ownerKey));
    const geoPoint = change.geoPoint ?? current?.geoPoint;
    if (geoPoint === undefined || geoPoint.length !== GEOHASH_PRECISION || E.isLeft(decodeGeoPoint(geoPoint))) return E.left({ _tag: 'INCORRECT_REQUEST' });
    const chosen = {
      geoPoint: geoPoint.toLowerCase(),
      locationLevel: change.locationLevel ?? current?.locationLevel ?? 'OTHER',
      locationName: change.locationName ?? current?.locationName ?? '',
    };
    const view = locationView(cities, chosen);
    if (!view) return E.left({ _tag: 'INCORRECT_REQUEST' });
    await deps.locations.choose(ownerKey, chosen);
    return E.right(view);
  };
}
