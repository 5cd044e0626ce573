import type { CountryCode } from '../../domain/country/country';
import { cityUrlCode, TERRITORY_PHONE } from '../../domain/location/territory';
import type { City } from './LocationRepository';
import type { LocationView } from './locationView';

/** A territory (spec §3 Location: a city with its phone, confirmed when it is the shopper's confirmed city). */
export interface TerritoryView {
  readonly id: string;
  readonly name: string;
  readonly urlCode: string;
  readonly countryCode: CountryCode;
  readonly geoPoint: string;
  readonly phone: string;
  readonly confirmed: boolean;
}

/** A city as a territory, seen from the shopper's location. */
export const territoryView = (city: City, location: LocationView | undefined): TerritoryView => ({
  id: city.id,
  name: city.name,
  urlCode: cityUrlCode(city.name),
  countryCode: city.countryCode,
  geoPoint: city.geohash,
  phone: TERRITORY_PHONE,
  confirmed: location?.isConfirmed === true && location.cityId === city.id,
});
