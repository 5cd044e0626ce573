import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, mixSeed } from './prng';
import { MAX_SIZES_PER_PRODUCT, productIdAt, wareIdOf } from './ids';

describe('seeded random numbers', () => {
  it('repeat for a seed and stay in range', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 50 }), (seed, min, span) => {
        const a = createRng(seed);
        const b = createRng(seed);
        for (let i = 0; i < 20; i++) {
          const x = a.int(min, min + span);
          expect(b.int(min, min + span)).toBe(x);
          expect(x).toBeGreaterThanOrEqual(min);
          expect(x).toBeLessThanOrEqual(min + span);
        }
      }),
    );
  });

  it('samples distinct elements', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 12 }), (seed, count) => {
        const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
        const sample = createRng(seed).sample(items, count);
        expect(sample).toHaveLength(Math.min(count, items.length));
        expect(new Set(sample).size).toBe(sample.length);
      }),
    );
  });

  it('mixes seeds so neighbouring streams differ', () => {
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
    expect(mixSeed(1, 0)).not.toBe(mixSeed(1, 1));
  });
});

describe('ids', () => {
  it('are unique digit strings of one length, stable for a seed', () => {
    fc.assert(
      fc.property(fc.integer(), fc.uniqueArray(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 2, maxLength: 50 }), (seed, indexes) => {
        const ids = indexes.map((i) => productIdAt(seed, i));
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.every((id) => /^\d{8}$/.test(id))).toBe(true);
        expect(indexes.map((i) => productIdAt(seed, i))).toEqual(ids);
      }),
    );
  });

  it('derive wareIds from the product id and size position', () => {
    expect(wareIdOf('12345678', 3)).toBe('1234567803');
    expect(() => wareIdOf('12345678', MAX_SIZES_PER_PRODUCT)).toThrow(RangeError);
  });
});
