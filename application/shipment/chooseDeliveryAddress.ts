import * as E from 'fp-ts/Either';
import { addressToSend, type DeliveryAddress } from '../../domain/delivery/deliveryAddress';
import { shouldConvertFastCart } from '../../domain/delivery/fastCart';
import type { StoredCart, WrongCartState } from '../cart/CartRepository';
import { updateCart } from '../cart/updateCart';
import { viewCart } from '../cart/getCart';
import type { CartView } from '../cart/cartView';
import { addressCity, quoteFor, type AddressCityError } from './deliveryQuote';
import { convertFastCart } from './convertFastCart';
import type { ShipmentDeps } from './shipmentDeps';
import type { CartOwner } from './cartOwner';

export interface DeliveryAddressRequest {
  readonly address: DeliveryAddress & { readonly text: string };
  readonly geoPoint: string;
}

/**
 * Delivers the order to an address (spec §7 POST /cart/obtaining-methods/delivery {address, geoPoint}):
 * blank fields dropped (spec §5 Cart), outside the delivery area MISSING_GEOFENCES, in another city
 * UNAVAILABLE_LOCALITY (spec §8 Geo). Another point needs a new variant. A fast cart whose ordinary
 * delivery has a date becomes the regular cart (spec §4 Fast cart), which is answered.
 */
export const chooseDeliveryAddress =
  (deps: ShipmentDeps) =>
  async (owner: CartOwner, request: DeliveryAddressRequest): Promise<E.Either<AddressCityError | WrongCartState, CartView>> => {
    const city = await addressCity(deps, owner.ownerKey, request.geoPoint);
    if (E.isLeft(city)) return city;
    const { geoPoint: _ignored, ...address } = addressToSend(request.address);
    const saved = await updateCart(deps)(owner.cartKey, (cart): E.Either<never, StoredCart> => {
      const before = cart.checkout.shipment;
      // New flat details at the same point keep the chosen variant; another point needs a new one.
      const variant = before?.type === 'DELIVERY' && before.geoPoint === request.geoPoint ? before.variant : null;
      return E.right({
        ...cart,
        checkout: {
          ...cart.checkout,
          shipment: { type: 'DELIVERY', address: { ...address, text: request.address.text.trim() }, geoPoint: request.geoPoint, variant },
        },
      });
    });
    if (E.isLeft(saved)) return saved;
    const ordinary = (await quoteFor(deps, saved.right, city.right)).find((o) => o.deliveryServiceLevelId === 'ORDINARY');
    if (shouldConvertFastCart(saved.right.checkout.cartType, [{ kind: 'ordinary', availabilityDate: ordinary?.dates[0] ?? null }])) {
      const regular = await convertFastCart(deps)(owner.ownerKey, saved.right);
      return E.isLeft(regular) ? regular : E.right(await viewCart(deps)(regular.right));
    }
    return E.right(await viewCart(deps)(saved.right));
  };
