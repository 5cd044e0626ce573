/** A place on the Earth in degrees (WGS 84, as the API's lat/lon). */
export interface LatLon {
  readonly lat: number;
  readonly lon: number;
}

/** A point in pixels: on the world plane of a zoom, or on the screen. */
export interface Pixel {
  readonly x: number;
  readonly y: number;
}

/** The world is TILE × 2^zoom pixels wide, as on every web map (Yandex Maps included). */
export const TILE = 256;

/** Web Mercator's square world stops here; beyond it a latitude has no finite y. */
export const MAX_LATITUDE = 85.05112878;

const RAD = Math.PI / 180;

/** Where a place lies on the world plane at a zoom (spherical Web Mercator, EPSG:3857). */
export function worldPixel({ lat, lon }: LatLon, zoom: number): Pixel {
  const size = TILE * 2 ** zoom;
  const sin = Math.sin(Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * RAD);
  return { x: ((lon + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

/** The place at a point of the world plane: the inverse of worldPixel. */
export function placeAt({ x, y }: Pixel, zoom: number): LatLon {
  const size = TILE * 2 ** zoom;
  return { lat: Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) / RAD, lon: (x / size) * 360 - 180 };
}

/** Metres on the ground that one screen pixel spans at a latitude and zoom (for the scale bar). */
export function metresPerPixel(lat: number, zoom: number): number {
  return (2 * Math.PI * 6_378_137 * Math.cos(lat * RAD)) / (TILE * 2 ** zoom);
}
