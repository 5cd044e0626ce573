import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { imageSide } from './imageSize';

describe('imageSide', () => {
  it('rounds up to a multiple of 16 with 50 as the floor', () => {
    expect(imageSide(1)).toBe(64);
    expect(imageSide(50)).toBe(64);
    expect(imageSide(64)).toBe(64);
    expect(imageSide(65)).toBe(80);
    expect(imageSide(300)).toBe(304);
  });

  it('is a multiple of 16, at least 50, never smaller than asked and less than 16 above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 5000 }), (n) => {
        const s = imageSide(n);
        expect(s % 16).toBe(0);
        expect(s).toBeGreaterThanOrEqual(Math.max(50, n));
        expect(s - Math.max(50, n)).toBeLessThan(16);
      }),
    );
  });
});
