import { httpCheckoutApi } from '../../adapters-http/client/httpCheckoutApi';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { Shop } from '../../adapters-http/contract/shops';
import type { CheckoutServices } from '../../adapters-ui-react/checkout/checkoutServices';

/** The checkout steps' services over the API. */
export function browserCheckoutServices(request: ApiRequest, captchaToken: CheckoutServices['captchaToken']): CheckoutServices {
  return {
    captchaToken,
    api: httpCheckoutApi(request),
    pickupPoint: (id) => request('GET', `/shops/${encodeURIComponent(id)}`, Shop),
    // randomUUID exists only in secure contexts; plain HTTP gets the same 128 random bits in hex.
    newKey: () =>
      typeof crypto.randomUUID === 'function'
        ? crypto.randomUUID()
        : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(''),
  };
}
