import type { City, LocationRepository } from './LocationRepository';
import { defaultCity } from './locationView';
import { COUNTRY_CODES } from '../../domain/country/country';

/** The cities offered in the choose-city dialog: the default one first, then by market in spec order, by name within one (spec §1, §7 GET /location/top-cities). */
export function topCities(deps: { readonly locations: LocationRepository }) {
  return async (): Promise<readonly City[]> => {
    const cities = await deps.locations.cities();
    const first = defaultCity(cities);
    const market = (c: City) => COUNTRY_CODES.indexOf(c.countryCode);
    const rest = cities.filter((c) => c !== first).sort((a, b) => market(a) - market(b) || a.name.localeCompare(b.name, 'ru'));
    return first ? [first, ...rest] : rest;
  };
}
