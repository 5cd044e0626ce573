import * as t from 'io-ts';

const LocationLevel = t.keyof({ OTHER: null, STREET: null, HOUSE: null });

/** GET /web-api/v1/location (spec §3 Location). */
export const Location = t.type({
  lat: t.number,
  lon: t.number,
  geoPoint: t.string,
  locationLevel: LocationLevel,
  isConfirmed: t.boolean,
  locationName: t.string,
  cityId: t.string,
  cityName: t.string,
  /** The city's country (spec §3 geo layer COUNTRY, §1 markets): currency and phone format follow it. */
  countryCode: t.keyof({ ru: null, ua: null, by: null, kz: null, am: null, pl: null, dk: null }),
});
export type Location = t.TypeOf<typeof Location>;

/** GET /web-api/v1/location/top-cities. */
export const TopCities = t.type({ cities: t.array(t.type({ id: t.string, name: t.string, geoPoint: t.string })) });
export type TopCities = t.TypeOf<typeof TopCities>;

/** Body of PUT /web-api/v1/profiles/current/location. */
export const LocationRequest = t.type({
  geoPoint: t.refinement(t.string, (s) => /^[0-9a-z]{12}$/i.test(s), 'GeoPoint'),
  locationLevel: LocationLevel,
  locationName: t.refinement(t.string, (s) => s.trim().length >= 1 && s.length <= 200, 'LocationName'),
});
export type LocationRequest = t.TypeOf<typeof LocationRequest>;
