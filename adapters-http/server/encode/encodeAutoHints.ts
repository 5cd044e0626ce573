import type { AutoHints } from '../../../application/catalogue/getAutoHints';
import type { AutoHintsResponse } from '../../contract/autoHints';
import { productImageUrl } from '../../contract/mediaUrl';
import { encodePrice } from './encodeProduct';
import type Decimal from 'decimal.js';
import { shownPersonalPrice } from '../../../domain/catalogue/personalPrice';

/** Thumbnail side in the overlay, before the server's rounding. */
const HINT_IMAGE_SIDE = 96;

/** `personal`: the signed-in shopper's personal prices by product id (none for an anonymous one). */
export function encodeAutoHints(h: AutoHints, personal: ReadonlyMap<string, Decimal> = new Map()): AutoHintsResponse {
  return {
    taps: h.taps.map((t) => ({ ...t })),
    hints: [...h.hints],
    categories: h.categories.map((c) => ({ name: c.name, parentName: c.parentName, uri: `/catalog/${c.urlPath}/`, images: [] })),
    products: h.products.map((p) => ({
      id: p.productId,
      name: p.name,
      images: [productImageUrl(p.productId, 0, HINT_IMAGE_SIDE)],
      price: { ...encodePrice(p.price), personalPrice: shownPersonalPrice(p.price.retail, personal.get(p.productId))?.toNumber() ?? null },
      rating: p.rating,
      reviews: p.reviewCount,
      ratingCount: p.ratingCount,
    })),
    mediaArticles: [],
    blocksOrder: ['taps', 'hints', 'categories', 'products', 'mediaArticles'],
  };
}
