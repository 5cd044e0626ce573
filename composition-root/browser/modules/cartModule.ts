import { httpCartApi, httpCartReads } from '../../../adapters-http/client/httpCartApi';
import type { Cart } from '../../../adapters-http/contract/cart';
import type { ShopServices } from '../../../adapters-ui-react/shopContext';
import { createCartViewModel } from '../../../application/cart/cartViewModel';
import type { BrowserCore } from './coreModule';

/** The cart's view-model (seeded from the page's shell data on first use) and the cart page's reads. */
export function cartModule({ request }: BrowserCore): Pick<ShopServices, 'cart' | 'cartPage'> {
  return { cart: createCartViewModel<Cart | null>(httpCartApi(request), null), cartPage: httpCartReads(request) };
}
