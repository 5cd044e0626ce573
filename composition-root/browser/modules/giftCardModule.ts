import type { ShopServices } from '../../../adapters-ui-react/shopContext';
import { httpGiftCardApi } from '../httpGiftCards';
import type { BrowserCore } from './coreModule';

/** Buying e-gift cards and companies' requests for them. */
export function giftCardModule({ request }: BrowserCore): Pick<ShopServices, 'giftCards'> {
  return { giftCards: httpGiftCardApi(request) };
}
