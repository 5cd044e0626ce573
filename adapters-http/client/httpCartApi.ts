import type { CartApi } from '../../application/cart/cartViewModel';
import { Cart } from '../contract/cart';
import type { ApiRequest } from './apiClient';

/** The cart view-model's port over the API. */
export function httpCartApi(request: ApiRequest): CartApi<Cart> {
  return {
    setQuantity: (items) => request('POST', '/cart/products/_set-quantity', Cart, { items }),
  };
}
