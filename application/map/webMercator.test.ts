import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_LATITUDE, metresPerPixel, placeAt, worldPixel } from './webMercator';

const latitude = fc.double({ min: -MAX_LATITUDE, max: MAX_LATITUDE, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });
const zoom = fc.integer({ min: 0, max: 20 });

describe('Web Mercator', () => {
  it('puts the world on a square of 256 × 2^zoom pixels, north up', () => {
    expect(worldPixel({ lat: 0, lon: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(worldPixel({ lat: 0, lon: 180 }, 1).x).toBe(512);
    expect(worldPixel({ lat: MAX_LATITUDE, lon: -180 }, 0).y).toBeCloseTo(0, 6);
    // Moscow's centre lies on tile 10/619/320, as on OpenStreetMap's tile server.
    const moscow = worldPixel({ lat: 55.755826, lon: 37.6173 }, 10);
    expect([Math.floor(moscow.x / 256), Math.floor(moscow.y / 256)]).toEqual([619, 320]);
  });

  it('gives back the place it projected (to a millimetre)', () => {
    fc.assert(
      fc.property(latitude, longitude, zoom, (lat, lon, z) => {
        const back = placeAt(worldPixel({ lat, lon }, z), z);
        expect(back.lat).toBeCloseTo(lat, 8);
        expect(back.lon).toBeCloseTo(lon, 8);
      }),
    );
  });

  it('keeps east to the right and north up', () => {
    fc.assert(
      fc.property(latitude, latitude, longitude, longitude, zoom, (lat1, lat2, lon1, lon2, z) => {
        fc.pre(lat1 < lat2 && lon1 < lon2);
        const [a, b] = [worldPixel({ lat: lat1, lon: lon1 }, z), worldPixel({ lat: lat2, lon: lon2 }, z)];
        expect(a.x).toBeLessThanOrEqual(b.x);
        expect(a.y).toBeGreaterThanOrEqual(b.y);
      }),
    );
  });

  it('measures the ground a pixel spans, halving with each zoom step', () => {
    expect(metresPerPixel(0, 0)).toBeCloseTo(156_543.03, 1);
    expect(metresPerPixel(60, 10)).toBeCloseTo(156_543.03 / 2 / 1024, 3);
  });
});
