import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FIT_STEP, fitCamera, panCamera, placeUnder, screenPoint, zoomAround, type Viewport } from './mapCamera';

const RANGE = { min: 3, max: 17 };
// Places of a city and around it: a few tens of kilometres.
const place = fc.record({ lat: fc.double({ min: 55.4, max: 56.1, noNaN: true }), lon: fc.double({ min: 37.1, max: 38.1, noNaN: true }) });
const viewport = fc.record({ width: fc.integer({ min: 200, max: 1600 }), height: fc.integer({ min: 200, max: 1000 }) });
const camera = fc.record({ centre: place, zoom: fc.double({ min: 3, max: 17, noNaN: true }) });
const pixel = (v: Viewport) => fc.record({ x: fc.double({ min: 0, max: v.width, noNaN: true }), y: fc.double({ min: 0, max: v.height, noNaN: true }) });

describe('the map camera', () => {
  it('fits every place inside the padding at the closest zoom step that does', () => {
    const padding = fc.record({
      top: fc.integer({ min: 0, max: 60 }),
      right: fc.integer({ min: 0, max: 60 }),
      bottom: fc.integer({ min: 0, max: 60 }),
      left: fc.integer({ min: 0, max: 60 }),
    });
    fc.assert(
      fc.property(fc.array(place, { minLength: 2, maxLength: 30 }), viewport, padding, (places, v, pad) => {
        const fitted = fitCamera(places, v, RANGE, pad, 14);
        expect(Number.isInteger(fitted.zoom / FIT_STEP)).toBe(true);
        const at = (zoom: number) => places.map((p) => screenPoint({ ...fitted, zoom }, v, p));
        // One step closer, the places would not fit in the room the padding leaves, wherever the map were centred.
        const fits = (points: readonly { x: number; y: number }[]) => {
          const [xs, ys] = [points.map((s) => s.x), points.map((s) => s.y)];
          return (
            Math.max(...xs) - Math.min(...xs) <= v.width - pad.left - pad.right + 1e-6 &&
            Math.max(...ys) - Math.min(...ys) <= v.height - pad.top - pad.bottom + 1e-6
          );
        };
        const shown = at(fitted.zoom);
        if (fitted.zoom > RANGE.min) {
          expect(
            shown.every((s) => s.x >= pad.left - 1e-6 && s.x <= v.width - pad.right + 1e-6 && s.y >= pad.top - 1e-6 && s.y <= v.height - pad.bottom + 1e-6),
          ).toBe(true);
        }
        if (fitted.zoom < RANGE.max) expect(fits(at(fitted.zoom + FIT_STEP))).toBe(false);
      }),
    );
  });

  it('shows a single place in the middle at the single-place zoom', () => {
    const shop = { lat: 55.744444, lon: 37.566111 };
    const fitted = fitCamera([shop, shop], { width: 400, height: 300 }, RANGE, { top: 20, right: 20, bottom: 20, left: 20 }, 14);
    expect(fitted.zoom).toBe(14);
    expect(screenPoint(fitted, { width: 400, height: 300 }, shop)).toEqual({ x: 200, y: 150 });
  });

  it('finds the place under a point of the screen where it drew it', () => {
    fc.assert(
      fc.property(camera, viewport, place, (c, v, p) => {
        const back = placeUnder(c, v, screenPoint(c, v, p));
        expect(back.lat).toBeCloseTo(p.lat, 8);
        expect(back.lon).toBeCloseTo(p.lon, 8);
      }),
    );
  });

  it('zooms around a point without moving the place under it', () => {
    fc.assert(
      fc.property(
        camera,
        viewport.chain((v) => fc.tuple(fc.constant(v), pixel(v))),
        fc.double({ min: -3, max: 3, noNaN: true }),
        (c, [v, anchor], steps) => {
          const held = placeUnder(c, v, anchor);
          const zoomed = zoomAround(c, v, steps, anchor, RANGE);
          expect(zoomed.zoom).toBeCloseTo(Math.max(RANGE.min, Math.min(RANGE.max, c.zoom + steps)), 10);
          const now = screenPoint(zoomed, v, held);
          expect(now.x).toBeCloseTo(anchor.x, 4);
          expect(now.y).toBeCloseTo(anchor.y, 4);
        },
      ),
    );
  });

  it('moves the ground with the finger, and back', () => {
    fc.assert(
      fc.property(camera, viewport, place, fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 }), (c, v, p, dx, dy) => {
        const before = screenPoint(c, v, p);
        const after = screenPoint(panCamera(c, dx, dy), v, p);
        expect(after.x - before.x).toBeCloseTo(dx, 4);
        expect(after.y - before.y).toBeCloseTo(dy, 4);
        const back = panCamera(panCamera(c, dx, dy), -dx, -dy).centre;
        expect(back.lat).toBeCloseTo(c.centre.lat, 8);
        expect(back.lon).toBeCloseTo(c.centre.lon, 8);
      }),
    );
  });
});
