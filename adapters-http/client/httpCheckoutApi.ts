import { defer } from 'rxjs';
import type { CheckoutApi } from '../../application/checkout/CheckoutApi';
import { Cart } from '../contract/cart';
import { CodeSent } from '../contract/auth';
import { IDEMPOTENCY_KEY_HEADER, PlacedOrder } from '../contract/orders';
import type { ApiRequest } from './apiClient';

/** The checkout steps' port over the API (spec §7 Cart calls). */
export function httpCheckoutApi(request: ApiRequest): CheckoutApi<Cart> {
  return {
    getCart: () => request('GET', '/cart', Cart),
    saveContacts: (body) => request('PUT', '/cart/receiver', Cart, body),
    requestPhoneCode: (phone, token) => request('POST', '/cart/phone/_verify', CodeSent, token ? { phone, token } : { phone }),
    confirmPhone: (phone, code) => request('POST', '/cart/phone/_verify', Cart, { phone, code }),
    choosePayment: (choice) => request('POST', '/cart/payments', Cart, { id: choice.paymentMethod, paymentTool: choice.paymentTool }),
    setLegalEntity: (body) => request('POST', '/cart/legal-entity', Cart, body),
    clearLegalEntity: () => request('DELETE', '/cart/legal-entity', Cart),
    // Sent when subscribed: each retry of the view-model is a new request with the same key.
    placeOrder: (body, key) => defer(() => request('POST', '/cart/orders', PlacedOrder, body, { [IDEMPOTENCY_KEY_HEADER]: key })),
  };
}
