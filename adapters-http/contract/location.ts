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

const GeoPoint = t.refinement(t.string, (s) => /^[0-9a-z]{12}$/i.test(s), 'GeoPoint');
const LocationFields = {
  geoPoint: GeoPoint,
  locationLevel: LocationLevel,
  locationName: t.refinement(t.string, (s) => s.trim().length >= 1 && s.length <= 200, 'LocationName'),
};

/** Body of PUT /web-api/v1/profiles/current/location. */
export const LocationRequest = t.type(LocationFields);
export type LocationRequest = t.TypeOf<typeof LocationRequest>;

/** Body of PATCH /web-api/v1/profiles/current/location: the fields to change, at least one. */
export const LocationPatch = t.refinement(t.partial(LocationFields), (o) => Object.values(o).some((v) => v !== undefined), 'LocationPatch');

/** Query of the reads about a place: a geohash (1–12 characters), else the shopper's location. */
export const PlaceQuery = t.partial({ geoPoint: t.refinement(t.string, (s) => /^[0-9a-z]{1,12}$/i.test(s), 'GeoHash') });

/** GET /territories/current and /territories/{cityUrlCode} (spec §3 Location Territory: phone, confirmed). */
export const Territory = t.type({
  id: t.string,
  name: t.string,
  urlCode: t.string,
  countryCode: t.string,
  geoPoint: t.string,
  phone: t.string,
  confirmed: t.boolean,
});
export type Territory = t.TypeOf<typeof Territory>;

/** A city's URL code: Latin letters, digits and hyphens. */
export const CityUrlCode = t.refinement(t.string, (s) => /^[a-z0-9-]{1,64}$/.test(s), 'CityUrlCode');

const GeoLayer = t.keyof({
  MACROCITY: null,
  COUNTRY: null,
  TERRITORY: null,
  TIME_ZONE: null,
  DELIVERY_ZONE: null,
  REPORT_ZONE: null,
  SERVICE_ZONE: null,
  PICKUP_POINT_ZONE: null,
});

/** GET /location/geofences?geoPoint (spec §3 Location geoFences, geo layers). */
export const GeoFences = t.type({ geoPoint: t.string, geoFences: t.readonlyArray(t.type({ layer: GeoLayer, id: t.string, name: t.string })) });
export type GeoFences = t.TypeOf<typeof GeoFences>;

/** GET /geohashes/{hash}/_check. */
export const GeohashCheck = t.type({
  geohash: t.string,
  lat: t.number,
  lon: t.number,
  territory: t.union([t.type({ id: t.string, name: t.string, urlCode: t.string }), t.null]),
  isIndexable: t.boolean,
});
export type GeohashCheck = t.TypeOf<typeof GeohashCheck>;
