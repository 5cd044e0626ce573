/**
 * Digit-string ids that look like the real shop's (not 1, 2, 3…) yet are unique and stable:
 * an index is mapped through a bijection of a fixed range (multiply by a number coprime to the
 * range size, add a seed-dependent offset, wrap).
 */
import { mixSeed } from './prng';

interface IdSpace {
  readonly base: number;
  readonly size: number;
  readonly step: number;
}

/** 8-digit product ids: 10000000..99999999. The step is odd and not divisible by 3 or 5. */
const PRODUCT_IDS: IdSpace = { base: 10_000_000, size: 90_000_000, step: 7_368_787 };
/** 7-digit model ids: 1000000..9999999. */
const MODEL_IDS: IdSpace = { base: 1_000_000, size: 9_000_000, step: 3_571_421 };

/** Sizes per product never reach this, so "productId + 2-digit position" is a unique wareId. */
export const MAX_SIZES_PER_PRODUCT = 100;

function idAt(space: IdSpace, seed: number, salt: number, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= space.size) {
    throw new RangeError(`id index ${index} outside 0..${space.size - 1}`);
  }
  const offset = mixSeed(seed, salt) % space.size;
  return String(space.base + ((index * space.step + offset) % space.size));
}

export const MAX_PRODUCTS = PRODUCT_IDS.size;

export function productIdAt(seed: number, productIndex: number): string {
  return idAt(PRODUCT_IDS, seed, 0x9d0c, productIndex);
}

export function modelIdAt(seed: number, modelIndex: number): string {
  return idAt(MODEL_IDS, seed, 0x30de, modelIndex);
}

/** A 10-digit wareId: the product id followed by the size position (1..99) in two digits. */
export function wareIdOf(productId: string, sizePosition: number): string {
  if (!Number.isInteger(sizePosition) || sizePosition < 1 || sizePosition >= MAX_SIZES_PER_PRODUCT) {
    throw new RangeError(`size position ${sizePosition} outside 1..${MAX_SIZES_PER_PRODUCT - 1}`);
  }
  return productId + String(sizePosition).padStart(2, '0');
}
