import { transliterateToLatin } from '../catalogue/searchText';
import { DELIVERY_RADIUS_KM, distanceKm } from '../shipment/deliveryArea';
import type { LatLon } from './geohash';

/** The shop's hotline, the same in every territory (as the footer and the contacts page give it). */
export const TERRITORY_PHONE = '8 800 123-45-67';

/** A city's code in URLs: its name in Latin letters, «Санкт-Петербург» → «sankt-peterburg» (spec §7 GET /territories/{cityUrlCode}). */
export function cityUrlCode(name: string): string {
  return transliterateToLatin(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The city whose territory covers a point: the nearest one within its delivery area, none outside every area (spec §7 GET /territories/current). */
export function territoryAt<C extends LatLon>(point: LatLon, cities: readonly C[]): C | undefined {
  return cities
    .map((city) => ({ city, km: distanceKm(city, point) }))
    .filter((c) => c.km <= DELIVERY_RADIUS_KM)
    .sort((a, b) => a.km - b.km)[0]?.city;
}
