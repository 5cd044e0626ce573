import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_COUNT, generateCatalogue } from './generateCatalogue';
import type { DemoProduct } from './model';

function firstProducts(seed: number, count: number): DemoProduct[] {
  return [...generateCatalogue({ seed, productCount: count }).products()];
}

describe('generateCatalogue', () => {
  it('gives the same catalogue for the same seed, every time products() is called', () => {
    const catalogue = generateCatalogue({ seed: 42, productCount: 300 });
    const once = JSON.stringify([...catalogue.products()]);
    expect(JSON.stringify([...catalogue.products()])).toBe(once);
    expect(JSON.stringify([...generateCatalogue({ seed: 42, productCount: 300 }).products()])).toBe(once);
  });

  it('gives a different catalogue for a different seed', () => {
    const a = firstProducts(1, 50);
    const b = firstProducts(2, 50);
    expect(a.map((p) => p.productId)).not.toEqual(b.map((p) => p.productId));
    expect(a.map((p) => p.name)).not.toEqual(b.map((p) => p.name));
  });

  it('makes 2000 products by default, with unique product ids and wareIds', () => {
    const catalogue = generateCatalogue({});
    expect(catalogue.productCount).toBe(DEFAULT_PRODUCT_COUNT);
    const products = [...catalogue.products()];
    expect(products).toHaveLength(2000);
    expect(new Set(products.map((p) => p.productId)).size).toBe(2000);
    const wareIds = products.flatMap((p) => p.sizes.map((s) => s.wareId));
    expect(new Set(wareIds).size).toBe(wareIds.length);
    expect(wareIds.every((id) => /^\d+$/.test(id))).toBe(true);
  });

  it('streams 100,000 products lazily and quickly, all ids unique', () => {
    const started = performance.now();
    const catalogue = generateCatalogue({ seed: 7, productCount: 100_000 });
    const iterator = catalogue.products()[Symbol.iterator]();
    expect(Array.isArray(iterator)).toBe(false);
    const ids = new Set<string>();
    for (let step = iterator.next(); !step.done; step = iterator.next()) ids.add(step.value.productId);
    const seconds = (performance.now() - started) / 1000;
    expect(ids.size).toBe(100_000);
    expect(seconds).toBeLessThan(10);
  });

  it('handles tiny counts and rejects nonsense', () => {
    expect([...generateCatalogue({ productCount: 0 }).products()]).toHaveLength(0);
    expect([...generateCatalogue({ productCount: 1 }).products()]).toHaveLength(1);
    expect(() => generateCatalogue({ productCount: -1 })).toThrow(RangeError);
    expect(() => generateCatalogue({ productCount: 1.5 })).toThrow(RangeError);
    expect(() => generateCatalogue({ seed: Number.NaN })).toThrow(RangeError);
  });

  it('groups 2–4 colour variants under one modelId, sharing name, price and category', () => {
    const byModel = new Map<string, DemoProduct[]>();
    for (const p of firstProducts(3, 1000)) byModel.set(p.modelId, [...(byModel.get(p.modelId) ?? []), p]);
    for (const variants of byModel.values()) {
      expect(variants.length).toBeGreaterThanOrEqual(2);
      expect(variants.length).toBeLessThanOrEqual(4);
      expect(new Set(variants.map((v) => v.colourName)).size).toBe(variants.length);
      expect(new Set(variants.map((v) => `${v.name}|${v.catalogPrice}|${v.categoryId}`)).size).toBe(1);
    }
  });

  it('has the realistic mix the issue asks for', () => {
    const products = firstProducts(DEFAULT_PRODUCT_COUNT, 2000);
    const share = (test: (p: DemoProduct) => boolean) => products.filter(test).length / products.length;
    expect(share((p) => p.retailPrice !== p.catalogPrice)).toBeGreaterThan(0.3);
    expect(share((p) => p.retailPrice !== p.catalogPrice)).toBeLessThan(0.5);
    expect(share((p) => p.onSaleSoon)).toBeGreaterThan(0.005);
    expect(share((p) => p.onSaleSoon)).toBeLessThan(0.05);
    expect(share((p) => p.sizes.every((s) => s.stock.length === 0))).toBeGreaterThan(0.03);
    expect(share((p) => p.sizes.some((s) => s.stock.some((x) => x.quantity > 0)))).toBeGreaterThan(0.7);
    expect(new Set(products.map((p) => p.brandId)).size).toBeGreaterThanOrEqual(30);
    expect(new Set(products.flatMap((p) => p.sportIds)).size).toBeGreaterThanOrEqual(15);
  });

  it('names products the way the shop does', () => {
    const names = firstProducts(11, 2000).map((p) => p.name);
    expect(names.some((n) => /^Кроссовки (мужские|женские) \S/.test(n))).toBe(true);
    expect(names.some((n) => /^Куртка [а-я]+ (женская|мужская) /.test(n))).toBe(true);
    expect(names.some((n) => n.startsWith('Мяч футбольный '))).toBe(true);
    expect(names.some((n) => / для (мальчиков|девочек) /.test(n))).toBe(true);
    expect(names.every((n) => !n.includes('  ') && n === n.trim())).toBe(true);
  });
});
