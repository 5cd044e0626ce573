import type { ProductPageView } from '../../../application/catalogue/getProductPage';
import type { ProductPage } from '../../contract/productPage';
import { productImageUrl } from '../../contract/mediaUrl';
import { encodeProduct } from './encodeProduct';
import { encodeKit } from './encodeKits';
import { encodeSeller } from './encodeAvailability';

const SWATCH_IMAGE_SIDE = 96;

export function encodeProductPage(v: ProductPageView): ProductPage {
  return {
    ...encodeProduct(v.product),
    variants: v.variants.map((c) => ({ productId: c.productId, color: c.colourName, colorHex: c.colourHex, image: productImageUrl(c.productId, 0, SWATCH_IMAGE_SIDE) })),
    seller: v.seller && encodeSeller(v.seller),
    personalPrice: v.personalPrice?.toNumber() ?? null,
    potentialBonuses: { bonuses: v.potentialBonuses.map((b) => ({ ...b })) },
    kits: v.kits.map(encodeKit),
  };
}
