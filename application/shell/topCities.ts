import type { City, LocationRepository } from './LocationRepository';
import { defaultCity } from './locationView';

/** The cities offered in the choose-city dialog, the default one first (spec §7 GET /location/top-cities). */
export function topCities(deps: { readonly locations: LocationRepository }) {
  return async (): Promise<readonly City[]> => {
    const cities = await deps.locations.cities();
    const first = defaultCity(cities);
    return first ? [first, ...cities.filter((c) => c !== first)] : cities;
  };
}
