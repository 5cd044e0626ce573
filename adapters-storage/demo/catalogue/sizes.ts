/** Picks a model's sizes from its grid and fills each product's wareIds and shop stock. */
import type { ScaledSize } from '../../../domain/catalogue/sizeScales';
import type { DemoSize } from './model';
import type { Audience, LeafType, TypeVariant } from './leafType';
import { wareIdOf } from './ids';
import type { Rng } from './prng';
import { ONE_SIZE, clothingGrid, footwearGrid, listGrid } from './sizeTables';

const GRIDS = new Map<string, readonly ScaledSize[]>();

function cachedGrid(key: string, build: () => readonly ScaledSize[]): readonly ScaledSize[] {
  let grid = GRIDS.get(key);
  if (!grid) {
    grid = build();
    GRIDS.set(key, grid);
  }
  return grid;
}

function gridFor(type: LeafType, variant: TypeVariant, audience: Audience): readonly ScaledSize[] {
  switch (type.scale) {
    case 'footwear':
      return cachedGrid(`footwear:${audience}`, () => footwearGrid(audience));
    case 'clothing':
      return cachedGrid(`clothing:${audience}`, () => clothingGrid(audience));
    case 'oneSize':
      return [ONE_SIZE];
    case 'list': {
      const list = variant.sizes ?? type.sizes;
      if (!list) throw new Error(`${type.slug} has no size list`);
      const labels = audience === 'kids' ? (list.kids ?? list.adult) : list.adult;
      return cachedGrid(`list:${labels.join('|')}`, () => listGrid(labels));
    }
  }
}

/** A contiguous run of the grid, as a real model is made in a range of sizes. */
export function pickSizeLabels(rng: Rng, type: LeafType, variant: TypeVariant, audience: Audience): readonly ScaledSize[] {
  const grid = gridFor(type, variant, audience);
  if (grid.length <= 1) return grid;
  const minRun = type.scale === 'list' ? 1 : Math.min(4, grid.length);
  const run = rng.int(minRun, grid.length);
  const start = rng.int(0, grid.length - run);
  return grid.slice(start, start + run);
}

const MAX_SHOPS_PER_SIZE = 5;
const MAX_QUANTITY = 15;

/** Each size is held by 0–5 random shops with 0–15 units each; none at all when out of stock. */
export function buildSizes(rng: Rng, productId: string, labels: readonly ScaledSize[], shopIds: readonly string[], inStock: boolean): DemoSize[] {
  return labels.map((label, i) => {
    const position = i + 1;
    const stock = inStock
      ? rng
          .sample(shopIds, rng.int(0, MAX_SHOPS_PER_SIZE))
          .sort()
          .map((shopId) => ({ shopId, quantity: rng.int(0, MAX_QUANTITY) }))
      : [];
    return { ...label, wareId: wareIdOf(productId, position), position, stock };
  });
}
