import type { AutoHints } from '../../../application/catalogue/getAutoHints';
import type { AutoHintsResponse } from '../../contract/autoHints';
import { productImageUrl } from '../../contract/mediaUrl';
import { encodePrice } from './encodeProduct';

/** Thumbnail side in the overlay, before the server's rounding. */
const HINT_IMAGE_SIDE = 96;

export function encodeAutoHints(h: AutoHints): AutoHintsResponse {
  return {
    taps: h.taps.map((t) => ({ ...t })),
    hints: [...h.hints],
    categories: h.categories.map((c) => ({ name: c.name, parentName: c.parentName, uri: `/catalog/${c.urlPath}/`, images: [] })),
    products: h.products.map((p) => ({
      id: p.productId,
      name: p.name,
      images: [productImageUrl(p.productId, 0, HINT_IMAGE_SIDE)],
      price: { ...encodePrice(p.price), personalPrice: null },
      rating: p.rating,
      reviews: p.reviewsCount,
    })),
    mediaArticles: [],
    blocksOrder: ['taps', 'hints', 'categories', 'products', 'mediaArticles'],
  };
}
