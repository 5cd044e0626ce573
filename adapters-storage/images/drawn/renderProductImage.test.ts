import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import sharp from 'sharp';
import { generateCatalogue } from '../../demo/catalogue/generateCatalogue';
import { buildCategoryTree } from '../../demo/catalogue/categoryTree';
import { DRAWINGS, type ProductImageKind } from './drawings';
import { imageKindOfProduct, imageKindOfUrlPath, imageKindRule } from './imageKind';
import { renderProductImage } from './renderProductImage';

const KINDS = Object.keys(DRAWINGS) as ProductImageKind[];
const base = { productId: '34935418', index: 0, colourHex: '#1E4FA3', kind: 'running-shoe', width: 600, height: 400 } as const;
const pathsOf = (svg: string) => new Set([...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!));
const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].filter((x) => b.has(x)).length / new Set([...a, ...b]).size;

describe('renderProductImage', () => {
  it('sets width, height and viewBox exactly to the requested size and refers to nothing outside itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 4000 }),
        fc.constantFrom(...KINDS),
        fc.nat(10),
        fc.stringMatching(/^\d{1,10}$/),
        (width, height, kind, index, productId) => {
          const svg = renderProductImage({ ...base, width, height, kind, index, productId });
          expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`)).toBe(true);
          expect(svg.endsWith('</svg>')).toBe(true);
          expect(svg).not.toMatch(/href|url\((?!#)|<text|<image|NaN|undefined/);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives a product the same pictures every time, a different one for each gallery place', () => {
    expect(renderProductImage(base)).toBe(renderProductImage({ ...base }));
    for (const kind of KINDS) {
      const gallery = new Set([0, 1, 2, 3, 4].map((index) => renderProductImage({ ...base, kind, index })));
      expect(gallery.size, kind).toBe(5);
    }
  });

  it('varies the accent and details between products of one colour', () => {
    const pictures = new Set(Array.from({ length: 20 }, (_, i) => renderProductImage({ ...base, productId: String(1000000 + i) })));
    expect(pictures.size).toBeGreaterThan(5);
  });

  it('paints in the product colour and ignores anything that is not a hex colour', () => {
    expect(renderProductImage(base)).toContain('stop-color="#1E4FA3"');
    const hostile = renderProductImage({ ...base, colourHex: '"/><script>alert(1)</script>' });
    expect(hostile).not.toContain('script');
    expect(hostile).toContain('stop-color="#888888"');
  });

  it('keeps every picture small', () => {
    for (const kind of KINDS) {
      for (const index of [0, 1, 2, 3, 4]) expect(renderProductImage({ ...base, kind, index }).length, `${kind} ${index}`).toBeLessThan(8 * 1024);
    }
  });

  it('rejects sizes that are not positive', () => {
    expect(() => renderProductImage({ ...base, width: 0 })).toThrow(RangeError);
    expect(() => renderProductImage({ ...base, height: Number.NaN })).toThrow(RangeError);
  });
});

describe('a drawing per product type', () => {
  const catalogue = generateCatalogue({ productCount: 2000 });
  const byId = new Map(catalogue.categories.map((c) => [c.id, c]));
  const slugOf = (categoryId: string) => byId.get(categoryId)!.urlPath.split('/').at(-1)!;
  const products = [...catalogue.products()];

  it('comes from a rule for every generated product, never from the fallback', () => {
    for (const product of products) {
      expect(imageKindRule(byId.get(product.categoryId)!.urlPath, product.name), product.name).toBeDefined();
      expect(imageKindOfProduct(product, catalogue.categories)).toBe(imageKindOfProduct(product, byId));
    }
    expect(() => imageKindOfProduct({ categoryId: 'nope', name: '' }, byId)).toThrow();
  });

  it('is never shared by two leaf types, and every leaf type of the tree has products drawn', () => {
    const kindsBySlug = new Map<string, Set<ProductImageKind>>();
    for (const product of products) {
      const slug = slugOf(product.categoryId);
      kindsBySlug.set(slug, (kindsBySlug.get(slug) ?? new Set()).add(imageKindOfProduct(product, byId)));
    }
    expect(new Set(buildCategoryTree().leaves.map((l) => l.type.slug))).toEqual(new Set(kindsBySlug.keys()));
    const owners = new Map<ProductImageKind, string>();
    for (const [slug, kinds] of kindsBySlug) {
      for (const kind of kinds) {
        expect(owners.get(kind) ?? slug, `${kind} drawn for ${owners.get(kind)} and ${slug}`).toBe(slug);
        owners.set(kind, slug);
      }
    }
  });

  it('draws one product of each type with its own shapes: no two share most of their path data', () => {
    const firstOfKind = new Map<ProductImageKind, (typeof products)[number]>();
    for (const product of products) {
      const kind = imageKindOfProduct(product, byId);
      if (!firstOfKind.has(kind)) firstOfKind.set(kind, product);
    }
    const drawn = [...firstOfKind].map(
      ([kind, p]) => [kind, pathsOf(renderProductImage({ productId: p.productId, index: 0, colourHex: p.colourHex, kind, width: 320, height: 320 }))] as const,
    );
    expect(drawn.length).toBeGreaterThanOrEqual(45);
    for (const [i, [kindA, a]] of drawn.entries()) {
      for (const [kindB, b] of drawn.slice(i + 1)) expect(jaccard(a, b), `${kindA} and ${kindB}`).toBeLessThan(0.75);
    }
  });
});

describe('the pictures as a shopper sees them', () => {
  /** A type drawn for one product in one colour, rasterised small and grey, as a thumbnail reads at a glance. */
  const SIDE = 64;
  const thumbnail = async (kind: ProductImageKind) =>
    sharp(Buffer.from(renderProductImage({ ...base, kind, width: SIDE, height: SIDE })))
      .flatten({ background: '#ffffff' })
      .greyscale()
      .raw()
      .toBuffer();
  /** The share of pixels whose grey differs by more than an eighth. */
  const unlike = (a: Buffer, b: Buffer) => a.filter((v, i) => Math.abs(v - b[i]!) > 32).length / (SIDE * SIDE);

  it('differ between every two types painted alike: at least 4 % of a 64 px thumbnail (issue 14: no two types look alike)', async () => {
    const pictures = await Promise.all(KINDS.map(async (kind) => [kind, await thumbnail(kind)] as const));
    expect(unlike(pictures[0]![1], await thumbnail(pictures[0]![0]))).toBe(0);
    for (const [i, [kindA, a]] of pictures.entries()) {
      for (const [kindB, b] of pictures.slice(i + 1)) expect(unlike(a, b), `${kindA} and ${kindB}`).toBeGreaterThanOrEqual(0.04);
    }
  });
});

describe('image kind', () => {
  it('follows the leaf category and the words of the name', () => {
    expect(imageKindOfUrlPath('muzhchinam/obuv/krossovki', 'Кроссовки мужские Asics Gel Nova')).toBe('running-shoe');
    expect(imageKindOfUrlPath('muzhchinam/obuv/krossovki', 'Кроссовки для трейлраннинга мужские Salomon Trail')).toBe('trail-shoe');
    expect(imageKindOfUrlPath('detyam/inventar/myachi', 'Мяч волейбольный детский Molten Club')).toBe('volleyball');
    expect(imageKindOfUrlPath('muzhchinam/inventar/myachi', 'Мяч баскетбольный Wilson Pro')).toBe('basketball');
    expect(imageKindOfUrlPath('muzhchinam/inventar/myachi', 'Мяч футбольный Torres Match')).toBe('football');
    expect(imageKindOfUrlPath('zhenshchinam/inventar/lyzhi', 'Лыжи беговые женские Fischer Classic')).toBe('xc-skis');
    expect(imageKindOfUrlPath('zhenshchinam/odezhda/termobele', 'Термобелье низ женское Glissade Thermo')).toBe('base-bottom');
  });

  it("falls back to the section's everyday type for a category it does not know", () => {
    expect(imageKindRule('muzhchinam/obuv/novinka', '')).toBeUndefined();
    expect(imageKindOfUrlPath('muzhchinam/obuv/novinka')).toBe('running-shoe');
    expect(imageKindOfUrlPath('zhenshchinam/odezhda/novinka')).toBe('t-shirt');
    expect(imageKindOfUrlPath('detyam')).toBe('backpack');
  });
});
