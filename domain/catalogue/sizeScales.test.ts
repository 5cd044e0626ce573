import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { availableScales, sizeLabel, SIZE_SCALES, type ScaledSize } from './sizeScales';

const shoe: ScaledSize = { size: '42', sizeRu: '42', sizeEur: '43', sizeUs: '10', sizeUk: '9', footLength: 27.5 };
const shirt: ScaledSize = { size: 'L', sizeRu: '50', sizeEur: null, sizeUs: null, sizeUk: null, footLength: null };

describe('size scales', () => {
  it('offers the scales every size has', () => {
    expect(availableScales([shoe])).toEqual(['RU', 'EUR', 'US', 'UK', 'CM']);
    expect(availableScales([shoe, shirt])).toEqual(['RU']);
    expect(availableScales([])).toEqual(['RU']);
  });

  it('labels a size in a scale, with centimetres of foot length', () => {
    expect(sizeLabel(shoe, 'EUR')).toBe('43');
    expect(sizeLabel(shoe, 'CM')).toBe('27.5 см');
    expect(sizeLabel(shirt, 'US')).toBe('50');
    expect(sizeLabel({ ...shirt, sizeRu: null }, 'RU')).toBe('L');
  });

  it('never gives an empty label', () => {
    const size = fc.record({
      size: fc.string({ minLength: 1 }),
      sizeRu: fc.option(fc.string({ minLength: 1 })),
      sizeEur: fc.option(fc.string({ minLength: 1 })),
      sizeUs: fc.option(fc.string({ minLength: 1 })),
      sizeUk: fc.option(fc.string({ minLength: 1 })),
      footLength: fc.option(fc.double({ min: 10, max: 35, noNaN: true })),
    });
    fc.assert(fc.property(size, fc.constantFrom(...SIZE_SCALES), (s, scale) => sizeLabel(s, scale).length > 0));
  });
});
