import type { ProductPageView } from '../../../application/catalogue/getProductPage';
import type { ProductPage } from '../../contract/productPage';
import { productImageUrl } from '../../contract/mediaUrl';
import { encodeProduct } from './encodeProduct';
import { encodeKit } from './encodeKits';
import { encodeSeller } from './encodeAvailability';
import { availableScales } from '../../../domain/catalogue/sizeScales';
import { starDistribution } from '../../../domain/reviews/ratingSummary';
import { encodeReview } from './encodeReviews';

const SWATCH_IMAGE_SIDE = 96;

export function encodeProductPage(v: ProductPageView): ProductPage {
  return {
    ...encodeProduct(v.product),
    variants: v.variants.map((c) => ({
      productId: c.productId,
      color: c.colourName,
      colorHex: c.colourHex,
      image: productImageUrl(c.productId, 0, SWATCH_IMAGE_SIDE),
    })),
    seller: v.seller && encodeSeller(v.seller),
    personalPrice: v.personalPrice?.toNumber() ?? null,
    potentialBonuses: { bonuses: v.potentialBonuses.map((b) => ({ ...b })) },
    kits: v.kits.map(encodeKit),
    ratingDistribution: starDistribution(v.product.ratingCounts),
    reviewsPreview: v.reviewsPreview.map(encodeReview),
    ...encodeProductFacts(v),
  };
}

function encodeProductFacts({ product, facts, variants }: ProductPageView) {
  const [group = null, subGroup = null, subCategory = null] = facts.categoryNames;
  const [scale] = availableScales(product.sizes);
  const choosable = product.sizes.filter((s) => s.stockQuantity > 0);
  return {
    questions: facts.questions,
    reviewsAndQuestions: { reviews: product.reviewCount, questions: facts.questions },
    gender: facts.gender,
    age: facts.age,
    sports: [...facts.sports],
    group,
    subGroup,
    subCategory,
    sizeScale: scale ? { name: scale } : null,
    selectedSize: choosable.length === 1 ? choosable[0]!.wareId : null,
    hasAssociatedAttributes: variants.length > 1,
    selectedAssociatedAttributes: variants.length > 1 ? [{ name: 'Цвет', value: product.colourName }] : [],
    isArchived: false,
    documents: [],
    plateIds: [],
    stickers: [],
    promoPlates: [],
  };
}
