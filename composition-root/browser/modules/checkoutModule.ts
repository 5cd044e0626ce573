import type { ShopServices } from '../../../adapters-ui-react/shopContext';
import { browserCheckoutServices } from '../browserCheckoutServices';
import { browserPaymentServices } from '../browserPaymentServices';
import { browserPlacesMap } from '../browserPlacesMap';
import { browserShipmentServices } from '../browserShipmentServices';
import type { BrowserCore } from './coreModule';

/** The checkout's steps, the map its pickup points are chosen on, and paying again from the thank-you page. */
export function checkoutModule({ ports, request, captchaToken }: BrowserCore): Pick<ShopServices, 'checkout' | 'shipment' | 'payment' | 'placesMap'> {
  return {
    checkout: browserCheckoutServices(request, captchaToken),
    shipment: browserShipmentServices(request),
    payment: browserPaymentServices(request, ports.window),
    placesMap: browserPlacesMap(() => ports.shellData()?.yandexMapsApiKey),
  };
}
