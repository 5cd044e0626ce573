import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { CatalogueRepository } from './CatalogueRepository';
import type { CatalogueSearch } from './CatalogueSearch';
import type { CategoryRecord, ProductSummary } from './catalogueModel';
import type { ListingQuery } from './listingQuery';
import type { DirectoryRepository } from '../shell/DirectoryRepository';
import { getMainBlocks } from './getMainBlocks';
import { OFFER_REFRESH_MS } from './saleSelection';

/** A card named after its model: «p2-red» is p2 in another colour. */
const card = (productId: string, price: number, inStock = true): ProductSummary => ({
  productId,
  name: productId.split('-')[0]!,
  brandName: 'B',
  price: { catalog: new Decimal(price * 2), retail: new Decimal(price) },
  rating: 5,
  ratingCount: 1,
  reviewCount: 1,
  colourHex: '#000',
  onSaleSoon: false,
  inStock,
});
const category = (id: string, name: string, parentId: string | null, level: number): CategoryRecord => ({ id, name, parentId, urlPath: id, level });
const TREE = [
  category('m', 'Мужчинам', null, 1),
  category('m/obuv', 'Обувь', 'm', 2),
  category('m/obuv/krossovki', 'Кроссовки', 'm/obuv', 3),
  category('w', 'Женщинам', null, 1),
  category('w/obuv', 'Обувь', 'w', 2),
  category('w/obuv/krossovki', 'Кроссовки', 'w/obuv', 3),
  category('w/obuv/kedy', 'Кеды', 'w/obuv', 3),
];

function setup() {
  let now = Date.parse('2025-03-01T09:00:00Z');
  let price = 100;
  const soldOut = new Set<string>();
  const wholeCatalogueReads: ListingQuery[] = [];
  const search = {
    findListing: async (query: ListingQuery) => {
      const chosen = query.scope.kind === 'selection' ? query.scope.productIds : undefined;
      if (!chosen) wholeCatalogueReads.push(query);
      const ids = chosen ?? { popular: ['p1', 'p2', 'p2-red'], new: ['p9', 'p8'], discount: ['p5'] }[query.orderBy as 'popular'] ?? [];
      return {
        products: ids.map((id) => card(id, price, !soldOut.has(id))),
        total: ids.length,
        facets: { brand: [], colour: [], size: [], price: null, inStock: 0, discounted: 0 },
      };
    },
    offerCandidates: async () => [{ productId: 'p5', discountRate: 0.5, inStock: true }],
  } as unknown as CatalogueSearch;
  const directory: DirectoryRepository = {
    brands: async () => [
      { id: '1', name: 'Nike', urlCode: 'nike', topProductId: 'p1' },
      { id: '2', name: 'Nordway', urlCode: 'nordway', topProductId: null },
    ],
    sports: async () => [],
    categories: async () => [
      { category: TREE[2]!, topProductId: 'p1' },
      { category: TREE[5]!, topProductId: 'p2' },
      { category: TREE[6]!, topProductId: 'p3' },
    ],
  };
  const catalogue = { categories: async () => TREE } as unknown as CatalogueRepository;
  const blocks = getMainBlocks({ search, catalogue, directory, clock: { now: () => new Date(now) } });
  return {
    blocks,
    wholeCatalogueReads,
    advance: (ms: number) => {
      now += ms;
    },
    reprice: (p: number) => {
      price = p;
    },
    sellOut: (id: string) => soldOut.add(id),
  };
}

describe("the home page's blocks", () => {
  it("picks hits, the day's offer, new arrivals and the sale from the goods in stock, each model once; tiles one per kind of goods; brands with products", async () => {
    const { blocks, wholeCatalogueReads } = setup();
    const main = await blocks();
    expect(main.blocks.map((b) => [b.code, b.products.map((p) => p.productId)])).toEqual([
      ['HITS', ['p1', 'p2']],
      ['DAILY_OFFER', ['p5']],
      ['NEW', ['p9', 'p8']],
      ['SALE', ['p5']],
    ]);
    expect(wholeCatalogueReads.every((q) => q.filters.inStock)).toBe(true);
    expect(wholeCatalogueReads.find((q) => q.orderBy === 'discount')?.filters.discounted).toBe(true);
    expect(main.categories.map((c) => [c.category.name, c.parentName])).toEqual([
      ['Кроссовки', 'Мужчинам'],
      ['Кеды', 'Женщинам'],
    ]);
    expect(main.brands.map((b) => b.name)).toEqual(['Nike']);
  });

  it("reuses its picks until they are OFFER_REFRESH_MS old, but reads the cards' prices on every call", async () => {
    const { blocks, wholeCatalogueReads, advance, reprice } = setup();
    await blocks();
    const reads = wholeCatalogueReads.length;
    reprice(80);
    advance(OFFER_REFRESH_MS - 1);
    expect((await blocks()).blocks[0]!.products[0]!.price.retail.toNumber()).toBe(80);
    expect(wholeCatalogueReads).toHaveLength(reads);
    advance(1);
    await blocks();
    expect(wholeCatalogueReads).toHaveLength(2 * reads);
  });

  it('never shows a product that sold out after it was picked (issue 14: sold-out goods are never recommended)', async () => {
    const { blocks, wholeCatalogueReads, sellOut } = setup();
    await blocks();
    const reads = wholeCatalogueReads.length;
    sellOut('p1');
    sellOut('p5');
    const main = await blocks();
    expect(wholeCatalogueReads).toHaveLength(reads);
    expect(main.blocks.map((b) => [b.code, b.products.map((p) => p.productId)])).toEqual([
      ['HITS', ['p2']],
      ['NEW', ['p9', 'p8']],
    ]);
  });
});
