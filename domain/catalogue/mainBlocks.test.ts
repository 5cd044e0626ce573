import { describe, expect, it } from 'vitest';
import { topBrands } from './mainBlocks';

describe('top brands (spec §7 GET /main/blocks, GET /top-brands)', () => {
  it('takes the best sellers that have a product to picture them with, twelve at most', () => {
    const ranked = Array.from({ length: 20 }, (_, i) => ({ name: `brand-${i}`, topProductId: i % 4 === 1 ? null : `p-${i}` }));
    const strip = topBrands(ranked);
    expect(strip).toEqual(ranked.filter((b) => b.topProductId !== null).slice(0, 12));
    expect(strip.map((b) => b.name).slice(0, 3)).toEqual(['brand-0', 'brand-2', 'brand-3']);
  });
});
