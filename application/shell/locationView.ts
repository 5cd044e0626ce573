import * as E from 'fp-ts/Either';
import { decodeGeoPoint, type LatLon } from '../../domain/location/geohash';
import type { CountryCode } from '../../domain/country/country';
import type { LocationLevel } from '../../domain/location/location';
import type { ChosenLocation, City } from './LocationRepository';

/** The shopper's location as the API gives it (spec §3 Location). */
export interface LocationView {
  readonly lat: number;
  readonly lon: number;
  readonly geoPoint: string;
  readonly locationLevel: LocationLevel;
  readonly isConfirmed: boolean;
  readonly locationName: string;
  readonly cityId: string;
  readonly cityName: string;
  /** The city's country (geo layer COUNTRY): the market whose currency and phone format apply. */
  readonly countryCode: CountryCode;
}

/** The default city: Moscow (spec §9 Moscow default), else the first city. */
export const defaultCity = (cities: readonly City[]): City | undefined => cities.find((c) => c.name === 'Москва') ?? cities[0];

const distance = (a: LatLon, b: LatLon) => (a.lat - b.lat) ** 2 + ((a.lon - b.lon) * Math.cos((a.lat * Math.PI) / 180)) ** 2;

/** The city nearest to a point. */
export const nearestCity = (cities: readonly City[], point: LatLon): City | undefined =>
  cities.reduce<City | undefined>((best, c) => (best === undefined || distance(c, point) < distance(best, point) ? c : best), undefined);

/** A chosen location (confirmed) or the default city's centre (unconfirmed). */
export function locationView(cities: readonly City[], chosen: ChosenLocation | undefined): LocationView | undefined {
  const point = chosen ? decodeGeoPoint(chosen.geoPoint) : E.left(null);
  if (chosen && E.isRight(point)) {
    const city = nearestCity(cities, point.right);
    if (city)
      return {
        ...point.right,
        geoPoint: chosen.geoPoint,
        locationLevel: chosen.locationLevel,
        isConfirmed: true,
        locationName: chosen.locationName,
        cityId: city.id,
        cityName: city.name,
        countryCode: city.countryCode,
      };
  }
  const city = defaultCity(cities);
  return (
    city && {
      lat: city.lat,
      lon: city.lon,
      geoPoint: city.geohash,
      locationLevel: 'OTHER',
      isConfirmed: false,
      locationName: city.name,
      cityId: city.id,
      cityName: city.name,
      countryCode: city.countryCode,
    }
  );
}
