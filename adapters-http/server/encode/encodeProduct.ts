import { discount } from '../../../domain/money/discount';
import type { PriceRecord, ProductRecord, ProductSummary } from '../../../application/catalogue/catalogueModel';
import type { Product, ProductCard } from '../../contract/product';
import { productImageUrl } from '../../contract/mediaUrl';

/** Card image side in a listing, before the server's rounding. */
const CARD_IMAGE_SIDE = 320;
const PAGE_IMAGE_SIDE = 640;

export function encodePrice(price: PriceRecord): Product['price'] {
  const d = discount(price.catalog, price.retail);
  return {
    catalog: price.catalog.toNumber(),
    retail: price.retail.toNumber(),
    discountAmount: d.amount.toNumber(),
    discountRate: d.rate,
    currency: price.currency ?? 'RUB',
  };
}

export function encodeProductCard(p: ProductSummary): ProductCard {
  return {
    productId: p.productId,
    name: p.name,
    brand: { name: p.brandName },
    price: encodePrice(p.price),
    rating: p.rating,
    reviews: p.reviewCount,
    ratingCount: p.ratingCount,
    image: productImageUrl(p.productId, 0, CARD_IMAGE_SIDE),
    onSaleSoon: p.onSaleSoon,
    inStock: p.inStock,
  };
}

export function encodeProduct(p: ProductRecord): Product {
  return {
    ...encodeProductCard(p),
    description: p.description,
    color: p.colourName,
    category: p.categoryPath,
    images: Array.from({ length: Math.max(1, p.imageCount) }, (_, i) => productImageUrl(p.productId, i, PAGE_IMAGE_SIDE)),
    technologies: [...p.technologies],
    properties: p.properties.map((x) => ({ ...x })),
    sizes: p.sizes.map((s) => ({
      id: s.wareId,
      size: s.size,
      sizeRu: s.sizeRu,
      sizeEur: s.sizeEur,
      sizeUs: s.sizeUs,
      sizeUk: s.sizeUk,
      footLength: s.footLength,
      isAvailableOnline: s.stockQuantity > 0,
      isAvailableOffline: s.stockQuantity > 0,
    })),
  };
}
