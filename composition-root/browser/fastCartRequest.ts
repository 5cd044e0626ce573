import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { cartPageMode } from '../../domain/checkout/cartPage';

/** The page is a fast checkout: /cart/?type=fast#pickup (spec §2 Routes /cart/). */
export function isFastCheckout(location: Pick<Location, 'pathname' | 'search' | 'hash'>): boolean {
  return location.pathname === '/cart/' && cartPageMode(Object.fromEntries(new URLSearchParams(location.search)), location.hash) === 'fastCheckout';
}

/**
 * Every cart call made on a fast checkout page carries cartType=FAST (spec §7: all cart calls take
 * cartType), so every checkout step works on the fast cart without knowing about it.
 */
export function fastCartRequest(request: ApiRequest, location: Pick<Location, 'pathname' | 'search' | 'hash'>): ApiRequest {
  return (method, path, codec, body, headers) => {
    const cartCall = /^\/cart(\/|\?|$)/.test(path) && !/[?&]cartType=/.test(path);
    const withType = cartCall && isFastCheckout(location) ? `${path}${path.includes('?') ? '&' : '?'}cartType=FAST` : path;
    return request(method, withType, codec, body, headers);
  };
}
