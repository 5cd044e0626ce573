/** Cities of the demo catalogue with their real centre coordinates. */
import ngeohash from 'ngeohash';
import type { DemoCity } from './model';

/** Spec §9: geohashes are kept at precision 12. */
export const GEOHASH_PRECISION = 12;

export function geohashOf(lat: number, lon: number): string {
  return ngeohash.encode(lat, lon, GEOHASH_PRECISION);
}

function city(id: string, name: string, lat: number, lon: number): DemoCity {
  return { id, name, lat, lon, geohash: geohashOf(lat, lon) };
}

export const MOSCOW = city('77', 'Москва', 55.755826, 37.6173);
export const SAINT_PETERSBURG = city('78', 'Санкт-Петербург', 59.938676, 30.314494);

export const CITIES: readonly DemoCity[] = [MOSCOW, SAINT_PETERSBURG];

/** A generous box around each city's territory, for checking that a shop lies inside it. */
export const CITY_BOUNDS: Readonly<Record<string, { minLat: number; maxLat: number; minLon: number; maxLon: number }>> = {
  [MOSCOW.id]: { minLat: 55.49, maxLat: 55.96, minLon: 37.29, maxLon: 37.97 },
  [SAINT_PETERSBURG.id]: { minLat: 59.74, maxLat: 60.1, minLon: 30.08, maxLon: 30.56 },
};
