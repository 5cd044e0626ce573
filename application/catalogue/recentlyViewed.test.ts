import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueSearch } from './CatalogueSearch';
import type { ProductRecord } from './catalogueModel';
import type { ProductViewLog } from './recordProductView';
import { MAX_RECENT_PRODUCTS, recentlyViewed } from './recentlyViewed';

const product = (productId: string): ProductRecord => ({
  productId,
  name: productId,
  brandName: 'B',
  price: { catalog: new Decimal(1000), retail: new Decimal(900) },
  rating: 0,
  ratingCount: 0,
  reviewCount: 0,
  inStock: true,
  colourHex: '#000',
  onSaleSoon: false,
  modelId: 'm',
  description: '',
  categoryPath: 'c',
  colourName: 'чёрный',
  imageCount: 1,
  technologies: [],
  properties: [],
  sizes: [],
  ratingCounts: [0, 0, 0, 0, 0],
});

/** Views in memory as the table keeps them: one entry per owner and product, moved to the front when viewed again. */
function memoryViews(): Omit<ProductViewLog, 'adopt'> {
  const byOwner = new Map<string, string[]>();
  return {
    record: async (ownerKey, productId) => {
      byOwner.set(ownerKey, [productId, ...(byOwner.get(ownerKey) ?? []).filter((id) => id !== productId)]);
    },
    latest: async (ownerKey, limit) => (byOwner.get(ownerKey) ?? []).slice(0, limit),
  };
}

const setup = (inCatalogue: (id: string) => boolean = () => true) => {
  const views = memoryViews();
  // The chosen products as a listing gives them: the ones still in the catalogue, in its own order.
  const findListing: Pick<CatalogueSearch, 'findListing'>['findListing'] = async (query) => {
    const ids = query.scope.kind === 'selection' ? [...(query.scope.productIds ?? [])] : [];
    const products = ids.filter(inCatalogue).sort().map(product);
    return { products, total: products.length, facets: { brand: [], colour: [], size: [], price: null, inStock: 0, discounted: 0 } };
  };
  const list = recentlyViewed({ views, search: { findListing } });
  return { views, list };
};

describe('recently viewed products (spec §7 GET /profiles/recent-list)', () => {
  it('lists each product once, the latest view first, for its owner only', async () => {
    const { views, list } = setup();
    for (const id of ['a', 'b', 'c', 'a']) await views.record('customer:ann', id);
    await views.record('customer:bob', 'z');
    expect((await list('customer:ann')).map((p) => p.productId)).toEqual(['a', 'c', 'b']);
    expect(await list('customer:nobody')).toEqual([]);
  });

  it('shows at most 20 products and leaves out products gone from the catalogue', async () => {
    // A minLength: fast-check's default size makes arrays of at most 10 items, never more views than the cap.
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 40 }).map(String), { minLength: 21, maxLength: 60 }), async (viewed) => {
        const gone = (id: string) => Number(id) % 7 === 0;
        const { views, list } = setup((id) => !gone(id));
        for (const id of viewed) await views.record('o', id);
        const latestFirst = [...new Set([...viewed].reverse())].slice(0, MAX_RECENT_PRODUCTS);
        expect((await list('o')).map((p) => p.productId)).toEqual(latestFirst.filter((id) => !gone(id)));
      }),
    );
  });
});
