import ngeohash from 'ngeohash';
import * as E from 'fp-ts/Either';

/** Geohash precision used for geo points (spec §9). */
export const GEOHASH_PRECISION = 12;

/** A point on the map (spec §3 Location lat, lon). */
export interface LatLon {
  readonly lat: number;
  readonly lon: number;
}

const GEOHASH = /^[0123456789bcdefghjkmnpqrstuvwxyz]{1,12}$/;

/** Encodes a point as a 12-character geohash (spec §3 Location geoPoint, §9). */
export function encodeGeoPoint(point: LatLon): string {
  return ngeohash.encode(point.lat, point.lon, GEOHASH_PRECISION);
}

/** Decodes a geohash from a URL or the server to the centre of its cell (spec §2 /stores/hash/{geocode}/). */
export function decodeGeoPoint(geohash: string): E.Either<{ readonly _tag: 'INVALID_GEOHASH'; readonly value: string }, LatLon> {
  const hash = geohash.trim().toLowerCase();
  if (!GEOHASH.test(hash)) return E.left({ _tag: 'INVALID_GEOHASH', value: geohash });
  const { latitude, longitude } = ngeohash.decode(hash);
  return E.right({ lat: latitude, lon: longitude });
}

/** Shops page URL for a geo point (spec §2 Routes /stores/hash/{geocode}/). */
export function storesByGeohashPath(geohash: string): string {
  return `/stores/hash/${geohash}/`;
}
