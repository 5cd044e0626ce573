import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { decodeGeoPoint, encodeGeoPoint, GEOHASH_PRECISION, storesByGeohashPath } from './geohash';
import { AUTO_CONFIRM_MS, msUntilAutoConfirm, trackFirstSeen } from './autoConfirm';
import { locationPopup, type UserLocation } from './location';

const moscow = { lat: 55.755826, lon: 37.6173 };

describe('geohash (spec §9 precision 12)', () => {
  it('encodes with 12 characters', () => {
    const hash = encodeGeoPoint(moscow);
    expect(hash).toHaveLength(GEOHASH_PRECISION);
    expect(hash).toBe('ucfv0n014x7c');
    expect(storesByGeohashPath(hash)).toBe(`/stores/hash/${hash}/`);
    expect(E.isLeft(decodeGeoPoint('ucft-a'))).toBe(true);
  });

  it('decodes back to within a few centimetres and re-encodes identically', () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (lat, lon) => {
        const hash = encodeGeoPoint({ lat, lon });
        const back = decodeGeoPoint(hash);
        if (E.isLeft(back)) throw new Error('own hash must decode');
        expect(Math.abs(back.right.lat - lat)).toBeLessThan(1e-6);
        expect(Math.abs(back.right.lon - lon)).toBeLessThan(1e-6);
        expect(encodeGeoPoint(back.right)).toBe(hash);
      }),
    );
  });
});

describe('location confirmation (spec §4 Location)', () => {
  const loc: UserLocation = { geoPoint: 'ucfv0n014x7c', locationLevel: 'OTHER', isConfirmed: false };

  it('auto-confirms 10 s after first seen, from the stored timestamp', () => {
    const first = trackFirstSeen(null, false, 1_000);
    expect(first).toBe(1_000);
    expect(trackFirstSeen(first, false, 5_000)).toBe(1_000);
    expect(msUntilAutoConfirm(1_000, 5_000)).toBe(6_000);
    expect(msUntilAutoConfirm(1_000, 10_999)).toBe(1);
    expect(msUntilAutoConfirm(1_000, 11_000)).toBe(0);
    expect(trackFirstSeen(first, true, 20_000)).toBeNull();
  });

  it('remaining time is within 0..10 s and falls as time passes', () => {
    fc.assert(
      fc.property(fc.nat(1e12), fc.nat(100_000), fc.nat(100_000), (first, d1, d2) => {
        const [a, b] = d1 <= d2 ? [d1, d2] : [d2, d1];
        const ra = msUntilAutoConfirm(first, first + a);
        expect(ra).toBeGreaterThanOrEqual(0);
        expect(ra).toBeLessThanOrEqual(AUTO_CONFIRM_MS);
        expect(msUntilAutoConfirm(first, first + b)).toBeLessThanOrEqual(ra);
        expect(ra).toBe(Math.max(0, AUTO_CONFIRM_MS - a));
      }),
    );
  });

  it('picks the popup variant', () => {
    expect(locationPopup(loc, { cameFromGeohashUrl: true, needsAddress: false })).toBe('afterGeohash');
    expect(locationPopup(loc, { cameFromGeohashUrl: false, needsAddress: true })).toBe('refine');
    expect(locationPopup(loc, { cameFromGeohashUrl: false, needsAddress: false })).toBe('cityQuestion');
    expect(locationPopup({ ...loc, isConfirmed: true }, { cameFromGeohashUrl: true, needsAddress: true })).toBeNull();
  });
});
