import { httpWishlistApi } from '../../../adapters-http/client/httpWishlistApi';
import type { ShopServices } from '../../../adapters-ui-react/shopContext';
import { createWishlistViewModel } from '../../../application/wishlist/wishlistViewModel';
import type { BrowserCore } from './coreModule';

/** The signed-in customer's wishlists; what they tell the shopper goes to the shell's notifications. */
export function wishlistModule({ request, shell }: BrowserCore): Pick<ShopServices, 'wishlist'> {
  return { wishlist: createWishlistViewModel(httpWishlistApi(request), shell.notifications) };
}
