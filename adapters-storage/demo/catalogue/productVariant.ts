/** One colour variant of a model: its own id, colour, price, rating, pictures and stock. */
import type { DemoProduct } from './model';
import type { Colour } from './colours';
import { discountedPrice, formatRoubles, pickDiscountPercent } from './prices';
import type { Rng } from './prng';
import type { ProductModel } from './productModel';
import { buildSizes } from './sizes';
import { starCounts } from './starCounts';

const ON_SALE_SOON_SHARE = 0.02;
/** Share of the remaining products with no stock in any shop. */
const OUT_OF_STOCK_SHARE = 0.08;
export const MAX_IMAGES = 5;
const MAX_REVIEWS = 600;

/** 0 with no reviews; otherwise 3.0–5.0, most products rated well, as on the real shop. */
function pickRating(rng: Rng, reviewsCount: number): number {
  if (reviewsCount === 0) return 0;
  return Math.min(5, Math.round(10 * (3 + 2 * Math.sqrt(rng.next()))) / 10);
}

export function buildProductVariant(rng: Rng, model: ProductModel, productId: string, colour: Colour, shopIds: readonly string[]): DemoProduct {
  const onSaleSoon = rng.chance(ON_SALE_SOON_SHARE);
  const inStock = !onSaleSoon && !rng.chance(OUT_OF_STOCK_SHARE);
  const discount = onSaleSoon ? 0 : pickDiscountPercent(rng);
  const reviewsCount = onSaleSoon || rng.chance(0.25) ? 0 : 1 + Math.floor(rng.next() ** 3 * MAX_REVIEWS);
  // The average follows from the stars (a product with two ratings cannot average 4.3).
  const stars = starCounts(productId, pickRating(rng, reviewsCount), reviewsCount);
  return {
    productId,
    modelId: model.modelId,
    name: model.name,
    description: model.description,
    brandId: model.brand.id,
    categoryId: model.leaf.category.id,
    sportIds: model.sportIds,
    gender: model.gender,
    age: model.age,
    colourName: colour.name,
    colourHex: colour.hex,
    catalogPrice: formatRoubles(model.catalogPrice),
    retailPrice: formatRoubles(discountedPrice(model.catalogPrice, discount)),
    rating: stars.rating,
    reviewsCount,
    ratingCounts: stars.counts,
    onSaleSoon,
    imageCount: rng.int(1, MAX_IMAGES),
    weightGrams: model.weightGrams,
    technologies: model.technologies,
    properties: model.properties,
    sizes: buildSizes(rng, productId, model.sizeLabels, shopIds, inStock),
  };
}
