import { placeAt, worldPixel, type LatLon, type Pixel } from './webMercator';

/** What a map shows: the place in its middle and the zoom (fractional while a pinch goes on). */
export interface Camera {
  readonly centre: LatLon;
  readonly zoom: number;
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** Room kept free at each edge when fitting places: for the map's buttons, its scale, a mark's size. */
export interface Padding {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

export interface ZoomRange {
  readonly min: number;
  readonly max: number;
}

/** Where a place falls on the screen under a camera. */
export function screenPoint(camera: Camera, viewport: Viewport, place: LatLon): Pixel {
  const centre = worldPixel(camera.centre, camera.zoom);
  const point = worldPixel(place, camera.zoom);
  return { x: point.x - centre.x + viewport.width / 2, y: point.y - centre.y + viewport.height / 2 };
}

/** The place under a point of the screen: the inverse of screenPoint. */
export function placeUnder(camera: Camera, viewport: Viewport, point: Pixel): LatLon {
  const centre = worldPixel(camera.centre, camera.zoom);
  return placeAt({ x: centre.x + point.x - viewport.width / 2, y: centre.y + point.y - viewport.height / 2 }, camera.zoom);
}

const clamp = (zoom: number, range: ZoomRange) => Math.max(range.min, Math.min(range.max, zoom));

/** Fitted zooms are multiples of this: close to the best fit, yet the same for the same places. */
export const FIT_STEP = 0.25;

/** The camera showing every place inside the padding, as close as the range and FIT_STEP allow; one place is shown at `single`. */
export function fitCamera(places: readonly LatLon[], viewport: Viewport, range: ZoomRange, padding: Padding, single: number): Camera {
  const world = places.map((p) => worldPixel(p, 0));
  const xs = world.map((p) => p.x);
  const ys = world.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const room = { width: Math.max(1, viewport.width - padding.left - padding.right), height: Math.max(1, viewport.height - padding.top - padding.bottom) };
  // Pixels per world pixel of zoom 0 that fit each side; a side of no extent fits at any zoom.
  const scales = [room.width / (maxX - minX), room.height / (maxY - minY)].filter(Number.isFinite);
  const zoom = clamp(scales.length === 0 ? single : Math.floor(Math.log2(Math.min(...scales)) / FIT_STEP) * FIT_STEP, range);
  // The places' middle goes to the middle of the room the padding leaves.
  const scale = 2 ** zoom;
  const middle = { x: ((minX + maxX) / 2) * scale + (padding.right - padding.left) / 2, y: ((minY + maxY) / 2) * scale + (padding.bottom - padding.top) / 2 };
  return { centre: placeAt(middle, zoom), zoom };
}

/** Zooms by `steps` (+ in, − out) keeping the place under `anchor` where it is on the screen (wheel, pinch, buttons). */
export function zoomAround(camera: Camera, viewport: Viewport, steps: number, anchor: Pixel, range: ZoomRange): Camera {
  const zoom = clamp(camera.zoom + steps, range);
  const held = worldPixel(placeUnder(camera, viewport, anchor), zoom);
  return { zoom, centre: placeAt({ x: held.x - anchor.x + viewport.width / 2, y: held.y - anchor.y + viewport.height / 2 }, zoom) };
}

/** Moves the view with a drag of (dx, dy) screen pixels: the ground follows the finger. */
export function panCamera(camera: Camera, dx: number, dy: number): Camera {
  const centre = worldPixel(camera.centre, camera.zoom);
  return { ...camera, centre: placeAt({ x: centre.x - dx, y: centre.y - dy }, camera.zoom) };
}
