import * as E from 'fp-ts/Either';
import { Observable } from 'rxjs';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { Cart } from '../../adapters-http/contract/cart';
import { AddressSuggestions, DeliveryServices, DeliveryVariants, LocatedAddress, MapPoints } from '../../adapters-http/contract/shipment';
import type { ShipmentServices } from '../../adapters-ui-react/checkout/shipmentServices';
import { addressToSend } from '../../domain/delivery/deliveryAddress';

/** Checkout step 1 over the API. */
export function browserShipmentServices(request: ApiRequest): ShipmentServices {
  return {
    mapPoints: (onlyConvenient) => request('GET', `/cart/pickup/variants/map-points?isOnlyConvenience=${onlyConvenient}`, MapPoints),
    choosePickup: (id, inStock) => request('POST', '/cart/obtaining-methods/pickup', Cart, { id, inStock }),
    suggest: (text) =>
      new Observable((subscriber) => {
        request('GET', `/location/addresses?text=${encodeURIComponent(text)}`, AddressSuggestions).then((answer) => {
          if (E.isRight(answer)) subscriber.next(answer.right.suggestions);
          else subscriber.error(answer.left);
          subscriber.complete();
        });
      }),
    locate: (id) => request('GET', `/location/addresses/_locate?id=${encodeURIComponent(id)}`, LocatedAddress),
    // Blank flat details are not sent (spec §5 Cart); the name is the default one.
    chooseAddress: (address, geoPoint) =>
      request('POST', '/cart/obtaining-methods/delivery', Cart, { address: { ...addressToSend(address), text: address.text }, geoPoint }),
    variants: () => request('GET', '/cart/delivery/variants', DeliveryVariants),
    chooseVariant: (variant) => request('PUT', '/cart/delivery/variants', Cart, variant),
    services: () => request('GET', '/cart/delivery/services', DeliveryServices),
    setServices: (ids) => request('POST', '/cart/delivery/_set-services', Cart, { services: ids }),
    currentCart: () => request('GET', '/cart', Cart),
    startFastCheckout: (productId, wareId) => request('POST', '/cart/fast?cartType=FAST', Cart, { productId, wareId, quantity: 1 }),
  };
}
