import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateCatalogue } from '../catalogue/generateCatalogue';
import { imageKindOfProduct, imageKindOfUrlPath, renderProductImage } from './renderProductImage';

const base = { productId: '34935418', index: 0, colourHex: '#1E4FA3', kind: 'footwear', width: 600, height: 400 } as const;

describe('renderProductImage', () => {
  it('sets width, height and viewBox exactly to the requested size', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 }),
      fc.constantFrom('footwear', 'clothing', 'equipment' as const), fc.nat(10), fc.stringMatching(/^\d{1,10}$/),
      (width, height, kind, index, productId) => {
        const svg = renderProductImage({ ...base, width, height, kind, index, productId });
        expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`)).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/href|url\(|<text|<image|NaN|undefined/);
      },
    ));
  });

  it('is deterministic, and differs between gallery images and products', () => {
    expect(renderProductImage(base)).toBe(renderProductImage({ ...base }));
    const gallery = new Set([0, 1, 2, 3, 4].map((index) => renderProductImage({ ...base, index })));
    expect(gallery.size).toBe(5);
    expect(renderProductImage({ ...base, productId: '42304205' })).not.toBe(renderProductImage(base));
  });

  it('paints in the product colour and ignores anything that is not a hex colour', () => {
    expect(renderProductImage(base)).toContain('fill="#1E4FA3"');
    const hostile = renderProductImage({ ...base, colourHex: '"/><script>alert(1)</script>' });
    expect(hostile).not.toContain('script');
    expect(hostile).toContain('fill="#888888"');
  });

  it('rejects sizes that are not positive', () => {
    expect(() => renderProductImage({ ...base, width: 0 })).toThrow(RangeError);
    expect(() => renderProductImage({ ...base, height: Number.NaN })).toThrow(RangeError);
  });
});

describe('image kind', () => {
  it('follows the category section', () => {
    expect(imageKindOfUrlPath('muzhchinam/obuv/krossovki')).toBe('footwear');
    expect(imageKindOfUrlPath('zhenshchinam/odezhda')).toBe('clothing');
    expect(imageKindOfUrlPath('detyam/inventar/myachi')).toBe('equipment');
    expect(imageKindOfUrlPath('detyam')).toBe('equipment');
  });

  it('is found for every generated product, from a list or a map of categories', () => {
    const catalogue = generateCatalogue({ productCount: 100 });
    const byId = new Map(catalogue.categories.map((c) => [c.id, c]));
    for (const product of catalogue.products()) {
      expect(imageKindOfProduct(product, catalogue.categories)).toBe(imageKindOfProduct(product, byId));
    }
    expect(() => imageKindOfProduct({ categoryId: 'nope' }, byId)).toThrow();
  });
});
