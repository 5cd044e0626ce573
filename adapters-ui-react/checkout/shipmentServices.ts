import type * as E from 'fp-ts/Either';
import type { Observable } from 'rxjs';
import type { Cart } from '../../adapters-http/contract/cart';
import type {
  AddressSuggestions,
  DeliveryServices,
  DeliveryVariantRequest,
  DeliveryVariants,
  LocatedAddress,
  MapPoints,
} from '../../adapters-http/contract/shipment';
import type { CartDeliveryAddress } from '../../adapters-http/contract/shipmentType';

/** A refused or failed call: the spec's reason and the shopper's message. */
interface ShipmentFailure {
  readonly reason: string;
  readonly message: string;
}

type Answer<A> = Promise<E.Either<ShipmentFailure, A>>;
export type AddressSuggestion = AddressSuggestions['suggestions'][number];

/** Checkout step 1 calls in the browser (made by the composition root; cart calls carry cartType=FAST on a fast checkout). */
export interface ShipmentServices {
  readonly mapPoints: (onlyConvenient: boolean) => Answer<MapPoints>;
  readonly choosePickup: (id: string, inStock: boolean) => Answer<Cart>;
  /** Address suggestions for the combobox; unsubscribing drops the answer. */
  readonly suggest: (text: string) => Observable<readonly AddressSuggestion[]>;
  readonly locate: (id: string) => Answer<LocatedAddress>;
  readonly chooseAddress: (address: CartDeliveryAddress, geoPoint: string) => Answer<Cart>;
  readonly variants: () => Answer<DeliveryVariants>;
  readonly chooseVariant: (variant: DeliveryVariantRequest) => Answer<Cart>;
  readonly services: () => Answer<DeliveryServices>;
  readonly setServices: (ids: readonly string[]) => Answer<Cart>;
  /** The cart the page works on: the fast cart on a fast checkout (GET /cart). */
  readonly currentCart: () => Answer<Cart>;
  /** Starts a fast checkout of one size (POST /cart/fast). */
  readonly startFastCheckout: (productId: string, wareId: string) => Answer<Cart>;
}
