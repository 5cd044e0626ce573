import type { CountryCode } from '../../domain/country/country';
import type { LocationLevel } from '../../domain/location/location';

/** A city of the shop's territory with its centre. */
export interface City {
  readonly id: string;
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
  readonly geohash: string;
  /** The market the city lies in: it sets currency, prices and phone format (spec §1). */
  readonly countryCode: CountryCode;
}

/** A location the shopper chose (spec §7 PUT /profiles/current/location). */
export interface ChosenLocation {
  readonly geoPoint: string;
  readonly locationLevel: LocationLevel;
  readonly locationName: string;
}

/** Cities and each session owner's chosen location. */
export interface LocationRepository {
  readonly cities: () => Promise<readonly City[]>;
  readonly chosen: (ownerKey: string) => Promise<ChosenLocation | undefined>;
  readonly choose: (ownerKey: string, location: ChosenLocation) => Promise<void>;
}
