import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import Decimal from 'decimal.js';
import type { ProductRecord } from './catalogueModel';
import type { KitRecord } from './KitRepository';
import { kitUseCases } from './kitUseCases';

const product = (productId: string, stock: readonly number[], onSaleSoon = false): ProductRecord => ({
  productId,
  name: productId,
  brandName: 'B',
  price: { catalog: new Decimal(1000), retail: new Decimal(900) },
  rating: 0,
  ratingCount: 0,
  reviewCount: 0,
  inStock: true,
  colourHex: '#000',
  onSaleSoon,
  modelId: 'm',
  description: '',
  categoryPath: 'c',
  colourName: 'чёрный',
  imageCount: 1,
  technologies: [],
  properties: [],
  sizes: stock.map((stockQuantity, i) => ({
    wareId: `${productId}-${i}`,
    size: String(40 + i),
    sizeRu: null,
    sizeEur: null,
    sizeUs: null,
    sizeUk: null,
    footLength: null,
    stockQuantity,
  })),
  ratingCounts: [0, 0, 0, 0, 0],
});
const PRODUCTS = [product('many', [3, 0, 2]), product('one', [0, 5]), product('none', [0, 0]), product('soon', [4], true)];
const KIT: KitRecord = { id: 'k', name: 'Комплект', category: { id: 's', name: 'Бег' }, productIds: ['many', 'one', 'gone', 'none', 'soon'] };
const kits = kitUseCases({
  kits: { find: async () => [KIT], byId: async (id) => (id === 'k' ? KIT : undefined), categories: async () => [] },
  catalogue: { productById: async (id) => PRODUCTS.find((p) => p.productId === id) },
});

describe('kit products (spec §3 Kit: entries carry deleted and selectedSize)', () => {
  it('marks products that cannot be bought now deleted, preselects the only size in stock and drops vanished products', async () => {
    const kit = await kits.kitProducts('k');
    expect(E.isRight(kit) && kit.right.products.map((p) => [p.product.productId, p.deleted, p.selectedSize])).toEqual([
      ['many', false, null],
      ['one', false, 'one-1'],
      ['none', true, null],
      ['soon', true, null],
    ]);
    expect(await kits.kitProducts('nope')).toEqual(E.left({ _tag: 'NOT_FOUND' }));
  });
});
