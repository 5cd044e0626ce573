import type { CountryCode } from '../country/country';

/** The geo layers a point can lie in (spec §3 Location). */
type GeoLayer = 'MACROCITY' | 'COUNTRY' | 'TERRITORY' | 'TIME_ZONE' | 'DELIVERY_ZONE' | 'REPORT_ZONE' | 'SERVICE_ZONE' | 'PICKUP_POINT_ZONE';

/** One area of a layer (spec §3 Location geoFences). */
export interface GeoFence {
  readonly layer: GeoLayer;
  readonly id: string;
  readonly name: string;
}

const COUNTRY_NAMES: Readonly<Record<CountryCode, string>> = {
  ru: 'Россия',
  ua: 'Украина',
  by: 'Беларусь',
  kz: 'Казахстан',
  am: 'Армения',
  pl: 'Польша',
  dk: 'Дания',
};

/**
 * The areas around a city's territory (spec §3 Location): its country, the city as macro-city and territory, and
 * its courier delivery area (domain/shipment/deliveryArea.ts); pickup points only where the city has some. A point
 * outside every territory lies in none, and checkout refuses it with MISSING_GEOFENCES (spec §8 Geo).
 */
export function geoFencesOf(
  city: { readonly id: string; readonly name: string; readonly countryCode: CountryCode },
  hasPickupPoints: boolean,
): readonly GeoFence[] {
  const fences: GeoFence[] = [
    { layer: 'COUNTRY', id: city.countryCode, name: COUNTRY_NAMES[city.countryCode] },
    { layer: 'MACROCITY', id: city.id, name: city.name },
    { layer: 'TERRITORY', id: city.id, name: city.name },
    { layer: 'DELIVERY_ZONE', id: city.id, name: city.name },
  ];
  return hasPickupPoints ? [...fences, { layer: 'PICKUP_POINT_ZONE', id: city.id, name: city.name }] : fences;
}
