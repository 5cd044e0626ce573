import { createRng, hashString, mixSeed } from './prng';

/**
 * Ratings per star (one star first) for a product with `count` ratings averaging about `target`: start
 * on the two whole stars around the average, then move pairs of ratings apart (one a star down, one a star
 * up), which keeps the sum, so shoppers see a spread like a real shop's. Its own stream per product, so
 * the rest of the catalogue draws the same numbers as before.
 */
export function starCounts(productId: string, target: number, count: number): { readonly counts: readonly number[]; readonly rating: number } {
  if (count === 0) return { counts: [0, 0, 0, 0, 0], rating: 0 };
  const points = Math.min(5 * count, Math.max(count, Math.round(target * count)));
  const low = Math.min(4, Math.floor(points / count));
  const counts = [0, 0, 0, 0, 0];
  counts[low] = points - low * count;
  counts[low - 1] = count - counts[low]!;
  const rng = createRng(mixSeed(hashString(productId), 0x5ea5));
  for (let i = 0; i < Math.floor(count * 0.4); i++) {
    const down = rng.int(1, 3);
    const up = rng.int(1, 3);
    if (counts[down]! > 0 && counts[up]! > (down === up ? 1 : 0)) {
      counts[down]!--;
      counts[down - 1]!++;
      counts[up]!--;
      counts[up + 1]!++;
    }
  }
  return { counts, rating: Math.round((10 * points) / count) / 10 };
}
