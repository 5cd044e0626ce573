import * as E from 'fp-ts/Either';
import { territoryAt } from '../../domain/location/territory';
import { askedOrShopperPoint } from '../shell/askedOrShopperPoint';
import type { City, LocationRepository } from '../shell/LocationRepository';

/** Which city's terms a call asks for: a territory by id, a point, or the shopper's location. */
export type TermsPlace = { readonly cityId: string } | { readonly geoPoint?: string };

export type TermsCityError = { readonly _tag: 'INCORRECT_REQUEST' | 'NOT_FOUND' | 'MISSING_GEOFENCES' };

/**
 * The city whose terms apply (spec §2 /payment-delivery/{geohash or id}): the territory of that id (NOT_FOUND for none),
 * else the one covering the point, MISSING_GEOFENCES outside every territory (spec §8 Geo).
 */
export async function termsCity(locations: LocationRepository, ownerKey: string, place: TermsPlace): Promise<E.Either<TermsCityError, City>> {
  const cities = await locations.cities();
  if ('cityId' in place) {
    const city = cities.find((c) => c.id === place.cityId);
    return city ? E.right(city) : E.left({ _tag: 'NOT_FOUND' });
  }
  const point = await askedOrShopperPoint(locations, cities, ownerKey, place.geoPoint);
  if (E.isLeft(point)) return point;
  const city = point.right && territoryAt(point.right, cities);
  return city ? E.right(city) : E.left({ _tag: 'MISSING_GEOFENCES' });
}
