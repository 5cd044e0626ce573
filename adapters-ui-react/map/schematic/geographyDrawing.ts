import { worldPixel, type LatLon } from '../../../application/map/webMercator';
import { decodeLine, type CityGeographyFile } from './cityGeography';

/** The zoom whose world pixels the paths are written in; the drawing scales them to the camera's. */
export const DRAWING_ZOOM = 12;

/** A city's geography as SVG paths in world pixels of DRAWING_ZOOM, measured from `origin`. */
export interface GeographyDrawing {
  readonly origin: LatLon;
  readonly centre: LatLon;
  readonly water: string;
  readonly rivers: readonly { readonly major: boolean; readonly canal: boolean; readonly path: string }[];
}

/** Turns a geography file into paths once, so moving the map only changes a transform. */
export function geographyDrawing(file: CityGeographyFile): GeographyDrawing {
  const origin = { lon: file.box[0], lat: file.box[3] };
  const start = worldPixel(origin, DRAWING_ZOOM);
  const path = (packed: readonly number[], close: boolean) =>
    decodeLine(packed)
      .map(([lon, lat], i) => {
        const p = worldPixel({ lat, lon }, DRAWING_ZOOM);
        return `${i === 0 ? 'M' : 'L'}${(p.x - start.x).toFixed(1)} ${(p.y - start.y).toFixed(1)}`;
      })
      .join('') + (close ? 'Z' : '');
  return {
    origin,
    centre: { lon: file.centre[0], lat: file.centre[1] },
    water: file.water.map((ring) => path(ring, true)).join(''),
    rivers: file.rivers.map((r) => ({ major: r.level <= 2, canal: r.level >= 8, path: path(r.line, false) })),
  };
}
