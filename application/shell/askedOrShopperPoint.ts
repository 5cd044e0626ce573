import * as E from 'fp-ts/Either';
import { decodeGeoPoint, type LatLon } from '../../domain/location/geohash';
import type { City, LocationRepository } from './LocationRepository';
import { locationView } from './locationView';

/** The point a call asks about (a geohash), else the shopper's location; a malformed geohash is INCORRECT_REQUEST. */
export async function askedOrShopperPoint(
  locations: LocationRepository,
  cities: readonly City[],
  ownerKey: string,
  geoPoint: string | undefined,
): Promise<E.Either<{ readonly _tag: 'INCORRECT_REQUEST' }, LatLon | undefined>> {
  if (geoPoint === undefined) return E.right(locationView(cities, await locations.chosen(ownerKey)));
  const decoded = decodeGeoPoint(geoPoint);
  return E.isLeft(decoded) ? E.left({ _tag: 'INCORRECT_REQUEST' }) : E.right(decoded.right);
}
