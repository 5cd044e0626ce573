import type { CartApi, GiftCardEntry } from '../../application/cart/cartViewModel';
import { Cart } from '../contract/cart';
import { DynamicRecommendations, GiftCardBalance, SnapshotCreated } from '../contract/cartPage';
import { CART_RECOMMENDATION_SLOT } from '../../application/catalogue/cartRecommendations';
import type { ApiRequest } from './apiClient';

const code = (c: string) => encodeURIComponent(c.trim());

/** The cart view-model's port over the API (spec §7 Cart). */
export function httpCartApi(request: ApiRequest): CartApi<Cart> {
  return {
    setQuantity: (items) => request('POST', '/cart/products/_set-quantity', Cart, { items }),
    select: (selectedItems) => request('POST', '/cart/items/_select', Cart, { selectedItems }),
    restore: (item) => request('POST', '/cart/products/_restore', Cart, item),
    applyPromoCode: (c) => request('POST', `/cart/promocodes/${code(c)}`, Cart),
    removePromoCode: (c) => request('DELETE', `/cart/promocodes/${code(c)}`, Cart),
    toggleBonus: (bonusApplied) => request('POST', '/cart/_toggle-bonus', Cart, { bonusApplied }),
    applyGiftCard: (entry) => request('POST', '/cart/gift-cards', Cart, entry),
    removeGiftCard: (id) => request('DELETE', `/cart/gift-cards/${encodeURIComponent(id)}/`, Cart),
    addSnapshot: (id) => request('POST', `/cart/snapshots/${encodeURIComponent(id)}`, Cart),
  };
}

/** Cart-page calls that change nothing the view-model keeps: sharing, checking a card, recommendations. */
export function httpCartReads(request: ApiRequest) {
  return {
    saveSnapshot: () => request('POST', '/cart/snapshots', SnapshotCreated, {}),
    snapshot: (id: string) => request('GET', `/cart/snapshots/${encodeURIComponent(id)}`, Cart),
    validateGiftCard: (entry: GiftCardEntry) => request('POST', '/cart/gift-cards/_validate', GiftCardBalance, entry),
    recommendations: (productIds: readonly string[]) =>
      request('POST', '/recommendations/dynamic', DynamicRecommendations, {
        pageType: 'CART',
        pageContext: { productIds },
        requestedRecommendations: [{ slot: CART_RECOMMENDATION_SLOT }],
      }),
  };
}
