import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateCatalogue } from './generateCatalogue';
import { discountedPrice, shopPrice } from './prices';

const PRICE = /^\d+\.\d{2}$/;

describe('product invariants for any seed', () => {
  it('keeps retail ≤ catalogue, leaf categories, known references, sane sizes and stock', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 150 }), (seed, productCount) => {
        const catalogue = generateCatalogue({ seed, productCount });
        const parents = new Set(catalogue.categories.map((c) => c.parentId));
        const leaves = new Set(catalogue.categories.filter((c) => !parents.has(c.id)).map((c) => c.id));
        const brands = new Set(catalogue.brands.map((b) => b.id));
        const sports = new Set(catalogue.sports.map((s) => s.id));
        const shops = new Set(catalogue.shops.filter((s) => s.kind === 'SHOP').map((s) => s.id));
        const wareIds = new Set<string>();
        let count = 0;
        for (const p of catalogue.products()) {
          count++;
          expect(p.productId).toMatch(/^\d+$/);
          expect(p.catalogPrice).toMatch(PRICE);
          expect(p.retailPrice).toMatch(PRICE);
          expect(Number(p.retailPrice)).toBeLessThanOrEqual(Number(p.catalogPrice));
          expect(Number(p.retailPrice)).toBeGreaterThan(0);
          expect(leaves.has(p.categoryId)).toBe(true);
          expect(brands.has(p.brandId)).toBe(true);
          expect(p.sportIds.every((id) => sports.has(id))).toBe(true);
          expect(p.rating).toBeGreaterThanOrEqual(0);
          expect(p.rating).toBeLessThanOrEqual(5);
          expect(Math.round(p.rating * 10) / 10).toBe(p.rating);
          // The stars add up to the ratings and average to the rating shown.
          expect(p.ratingCounts).toHaveLength(5);
          expect(p.ratingCounts.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
          expect(p.ratingCounts.reduce((a, b) => a + b, 0)).toBe(p.reviewsCount);
          if (p.reviewsCount > 0) expect(Math.round((10 * p.ratingCounts.reduce((sum, n, i) => sum + n * (i + 1), 0)) / p.reviewsCount) / 10).toBe(p.rating);
          expect(p.imageCount).toBeGreaterThanOrEqual(1);
          expect(p.imageCount).toBeLessThanOrEqual(5);
          expect(p.colourHex).toMatch(/^#[0-9A-F]{6}$/);
          expect(p.description.split('. ').length).toBeGreaterThan(2);
          expect(p.sizes.length).toBeGreaterThan(0);
          p.sizes.forEach((size, i) => {
            expect(size.position).toBe(i + 1);
            expect(wareIds.has(size.wareId)).toBe(false);
            wareIds.add(size.wareId);
            expect(size.stock.length).toBeLessThanOrEqual(5);
            for (const held of size.stock) {
              expect(shops.has(held.shopId)).toBe(true);
              expect(held.quantity).toBeGreaterThanOrEqual(0);
              expect(held.quantity).toBeLessThanOrEqual(15);
            }
          });
          if (p.onSaleSoon) expect(p.sizes.every((s) => s.stock.length === 0)).toBe(true);
        }
        expect(count).toBe(productCount);
      }),
      { numRuns: 25 },
    );
  });

  it('gives footwear RU/EUR/US/UK sizes with foot length growing with the size', () => {
    const catalogue = generateCatalogue({ productCount: 600 });
    const footwear = new Set(catalogue.categories.filter((c) => c.urlPath.includes('/obuv/')).map((c) => c.id));
    let seen = 0;
    for (const p of catalogue.products()) {
      if (!footwear.has(p.categoryId)) continue;
      seen++;
      for (const s of p.sizes) {
        expect(s.sizeRu && s.sizeEur && s.sizeUs && s.sizeUk).toBeTruthy();
        expect(Number(s.sizeEur)).toBe(Number(s.sizeRu) + 1);
        expect(s.footLength).toBeGreaterThan(15);
      }
      const lengths = p.sizes.map((s) => s.footLength ?? 0);
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    }
    expect(seen).toBeGreaterThan(50);
  });

  it('prices end like shop prices and a discount never raises one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 0, max: 50 }), (raw, percent) => {
        const catalog = shopPrice(raw);
        expect(catalog % 100).toBe(99);
        const retail = discountedPrice(catalog, percent);
        expect(retail).toBeLessThanOrEqual(catalog);
        expect(retail).toBeGreaterThan(0);
        if (percent > 0) expect(retail).toBeLessThan(catalog);
      }),
    );
  });
});
