/** Cities of the demo catalogue with their real centre coordinates. */
import ngeohash from 'ngeohash';
import type { City } from '../../../application/shell/LocationRepository';
import type { CountryCode } from '../../../domain/country/country';

/** Spec §9: geohashes are kept at precision 12. */
export const GEOHASH_PRECISION = 12;

export function geohashOf(lat: number, lon: number): string {
  return ngeohash.encode(lat, lon, GEOHASH_PRECISION);
}

function city(id: string, name: string, lat: number, lon: number, countryCode: CountryCode = 'ru'): City {
  return { id, name, lat, lon, geohash: geohashOf(lat, lon), countryCode };
}

export const MOSCOW = city('77', 'Москва', 55.755826, 37.6173);
export const SAINT_PETERSBURG = city('78', 'Санкт-Петербург', 59.938676, 30.314494);

/** One or two cities of every other market (spec §1), so a shopper can switch the country by the city. */
const MINSK = city('3751', 'Минск', 53.902284, 27.561831, 'by');
const FOREIGN_CITIES: readonly City[] = [
  city('3801', 'Киев', 50.450097, 30.523397, 'ua'),
  MINSK,
  city('7271', 'Алматы', 43.238949, 76.889709, 'kz'),
  city('7172', 'Астана', 51.128207, 71.430411, 'kz'),
  city('37410', 'Ереван', 40.179186, 44.499103, 'am'),
  city('4822', 'Варшава', 52.229676, 21.012229, 'pl'),
  city('4533', 'Копенгаген', 55.676097, 12.568337, 'dk'),
];

export const CITIES: readonly City[] = [MOSCOW, SAINT_PETERSBURG, ...FOREIGN_CITIES];

/** A generous box around each city's territory, for checking that a shop lies inside it. */
export const CITY_BOUNDS: Readonly<Record<string, { minLat: number; maxLat: number; minLon: number; maxLon: number }>> = {
  [MOSCOW.id]: { minLat: 55.49, maxLat: 55.96, minLon: 37.29, maxLon: 37.97 },
  [SAINT_PETERSBURG.id]: { minLat: 59.74, maxLat: 60.1, minLon: 30.08, maxLon: 30.56 },
  ...Object.fromEntries(FOREIGN_CITIES.map((c) => [c.id, { minLat: c.lat - 0.3, maxLat: c.lat + 0.3, minLon: c.lon - 0.5, maxLon: c.lon + 0.5 }])),
};
