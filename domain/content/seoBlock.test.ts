import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fittingTagCount, seoCollapsedHeight, seoPath, seoTextCollapsible } from './seoBlock';

describe('SEO block (spec §4 SEO text and tags, §9 sizes)', () => {
  it('collapses the text above 180 px, or 60 px on large-minus screens', () => {
    expect(seoCollapsedHeight(false)).toBe(180);
    expect(seoCollapsedHeight(true)).toBe(60);
    expect(seoTextCollapsible(180, 180)).toBe(false);
    expect(seoTextCollapsible(181, 180)).toBe(true);
  });

  it('keys SEO content by path with one trailing slash', () => {
    expect(seoPath('/catalog/muzhchinam?page=2')).toBe('/catalog/muzhchinam/');
    expect(seoPath('/catalog/muzhchinam/#top')).toBe('/catalog/muzhchinam/');
  });

  it('shows every tag when all fit, and keeps 100 px for «Ещё N» when they do not', () => {
    expect(fittingTagCount([100, 100, 100], 316, 8)).toBe(3);
    // 4 × 100 + 3 gaps = 424 > 400: the row keeps 400 − 100 − 8 = 292 px, which two tags fill.
    expect(fittingTagCount([100, 100, 100, 100], 400, 8)).toBe(2);
    expect(fittingTagCount([], 400, 8)).toBe(0);
  });

  it('never shows more tags than fit beside the toggle reserve, and all when they fit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 20, max: 300 }), { maxLength: 30 }), fc.integer({ min: 100, max: 2000 }), (widths, row) => {
        const n = fittingTagCount(widths, row, 8);
        const used = widths.slice(0, n).reduce((sum, w) => sum + w, 0) + Math.max(0, n - 1) * 8;
        const allFit = widths.reduce((sum, w) => sum + w, 0) + Math.max(0, widths.length - 1) * 8 <= row;
        expect(n === widths.length).toBe(allFit);
        if (!allFit) expect(used).toBeLessThanOrEqual(Math.max(0, row - 108));
      }),
    );
  });
});
