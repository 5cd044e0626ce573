import * as E from 'fp-ts/Either';
import type { LatLon } from '../location/geohash';

/** A city with delivery: couriers go up to DELIVERY_RADIUS_KM from its centre. */
export interface DeliveryCity extends LatLon {
  readonly id: string;
}

/** Our delivery area: 40 km around a city centre covers Moscow within the MKAD and its near suburbs, and Saint Petersburg within the KAD. */
export const DELIVERY_RADIUS_KM = 40;

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km (spec §3 Location lat, lon). */
export function distanceKm(a: LatLon, b: LatLon): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The city a delivery address belongs to (spec §8 Geo): outside every delivery area MISSING_GEOFENCES;
 * inside another city's area than the shopper's chosen city UNAVAILABLE_LOCALITY (the shopper is asked
 * to pick the nearest city first, so prices and stock are that city's).
 */
export function deliveryCityOf(
  point: LatLon,
  cities: readonly DeliveryCity[],
  chosenCityId: string,
): E.Either<'MISSING_GEOFENCES' | 'UNAVAILABLE_LOCALITY', string> {
  const inside = cities.filter((c) => distanceKm(c, point) <= DELIVERY_RADIUS_KM);
  if (inside.length === 0) return E.left('MISSING_GEOFENCES');
  return inside.some((c) => c.id === chosenCityId) ? E.right(chosenCityId) : E.left('UNAVAILABLE_LOCALITY');
}
