import * as E from 'fp-ts/Either';
import { decodeGeoPoint, GEOHASH_PRECISION } from '../../domain/location/geohash';
import type { ChosenLocation, LocationRepository } from './LocationRepository';
import { locationView, type LocationView } from './locationView';

/** Keeps the location the shopper chose or confirmed (spec §4 Location confirm call, §7 PUT /profiles/current/location). */
export function chooseLocation(deps: { readonly locations: LocationRepository }) {
  return async (ownerKey: string, location: ChosenLocation): Promise<E.Either<{ readonly _tag: 'INCORRECT_REQUEST' }, LocationView>> => {
    if (location.geoPoint.length !== GEOHASH_PRECISION || E.isLeft(decodeGeoPoint(location.geoPoint))) return E.left({ _tag: 'INCORRECT_REQUEST' });
    const chosen = { ...location, geoPoint: location.geoPoint.toLowerCase() };
    const cities = await deps.locations.cities();
    const view = locationView(cities, chosen);
    if (!view) return E.left({ _tag: 'INCORRECT_REQUEST' });
    await deps.locations.choose(ownerKey, chosen);
    return E.right(view);
  };
}
