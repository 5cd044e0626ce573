/**
 * The deterministic demo catalogue: reference data (categories, sports, brands, cities, shops) and
 * a lazy, repeatable stream of products. Same seed and count → the same catalogue, byte for byte.
 */
import type { DemoCatalogue, DemoProduct } from './model';
import { BRANDS } from './brands';
import { buildCategoryTree } from './categoryTree';
import { CITIES } from './cities';
import { COLOURS } from './colours';
import { MAX_PRODUCTS, productIdAt } from './ids';
import { createRng, mixSeed } from './prng';
import { buildProductModel, leafPicker, type LeafPicker } from './productModel';
import { buildProductVariant } from './productVariant';
import { SHOPS, STOCK_HOLDING_SHOP_IDS } from './shops';
import { SPORTS } from './sports';

const DEFAULT_SEED = 1997;
export const DEFAULT_PRODUCT_COUNT = 2000;
const MIN_COLOURS_PER_MODEL = 2;
const MAX_COLOURS_PER_MODEL = 4;

export interface GenerateCatalogueOptions {
  readonly seed?: number;
  readonly productCount?: number;
}

/**
 * How many colours the next model gets: its own draw, cut to what is left, and never leaving a
 * single product for a last model (so every model has 2–4 colours whenever productCount ≥ 2).
 */
function colourCount(drawn: number, remaining: number): number {
  const count = Math.min(drawn, remaining);
  if (remaining - count !== 1) return count;
  return count < MAX_COLOURS_PER_MODEL ? count + 1 : count - 1;
}

function* productStream(seed: number, productCount: number, picker: LeafPicker): Generator<DemoProduct> {
  let productIndex = 0;
  for (let modelIndex = 0; productIndex < productCount; modelIndex++) {
    const rng = createRng(mixSeed(seed, modelIndex));
    const colours = colourCount(rng.int(MIN_COLOURS_PER_MODEL, MAX_COLOURS_PER_MODEL), productCount - productIndex);
    const model = buildProductModel(rng, seed, modelIndex, picker);
    const palette = rng.sample(COLOURS, colours);
    for (let c = 0; c < colours; c++) {
      const variantRng = createRng(mixSeed(seed, modelIndex, c + 1));
      const colour = palette[c];
      if (!colour) throw new Error('palette shorter than the colour count');
      yield buildProductVariant(variantRng, model, productIdAt(seed, productIndex), colour, STOCK_HOLDING_SHOP_IDS);
      productIndex++;
    }
  }
}

export function generateCatalogue(options: GenerateCatalogueOptions = {}): DemoCatalogue {
  const seed = options.seed ?? DEFAULT_SEED;
  const productCount = options.productCount ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  if (!Number.isSafeInteger(productCount) || productCount < 0 || productCount > MAX_PRODUCTS) {
    throw new RangeError(`productCount must be an integer in 0..${MAX_PRODUCTS}, got ${productCount}`);
  }
  const tree = buildCategoryTree();
  const picker = leafPicker(tree.leaves);
  const normalisedSeed = seed >>> 0;
  return {
    categories: tree.categories,
    sports: SPORTS,
    brands: BRANDS,
    cities: CITIES,
    shops: SHOPS,
    productCount,
    products: () => productStream(normalisedSeed, productCount, picker),
  };
}
