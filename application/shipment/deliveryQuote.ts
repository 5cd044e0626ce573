import * as E from 'fp-ts/Either';
import { decodeGeoPoint } from '../../domain/location/geohash';
import { deliveryCityOf } from '../../domain/shipment/deliveryArea';
import { deliveryOptions, type DeliveryOption } from '../../domain/shipment/deliveryTariffs';
import type { StoredCart } from '../cart/CartRepository';
import { cityHoldsAll, shopperCity, wantedLines, type ShipmentDeps } from './shipmentDeps';

export type AddressCityError = { readonly _tag: 'INCORRECT_REQUEST' | 'MISSING_GEOFENCES' | 'UNAVAILABLE_LOCALITY' };

/** The city an address is delivered from, checked against the shopper's chosen city (spec §8 Geo). */
export async function addressCity(deps: ShipmentDeps, ownerKey: string, geoPoint: string): Promise<E.Either<AddressCityError, string>> {
  const point = decodeGeoPoint(geoPoint);
  if (E.isLeft(point)) return E.left({ _tag: 'INCORRECT_REQUEST' });
  const [cities, city] = await Promise.all([deps.locations.cities(), shopperCity(deps, ownerKey)]);
  return E.mapLeft((tag: 'MISSING_GEOFENCES' | 'UNAVAILABLE_LOCALITY') => ({ _tag: tag }))(deliveryCityOf(point.right, cities, city?.id ?? ''));
}

/** The delivery variants a cart's selected lines have in a city now (spec §4 Delivery variants). */
export async function quoteFor(deps: ShipmentDeps, cart: StoredCart | undefined, cityId: string): Promise<readonly DeliveryOption[]> {
  const lines = wantedLines(cart);
  return deliveryOptions(
    cityId,
    deps.clock.now(),
    cityHoldsAll(
      lines,
      await deps.stock.inCity(
        cityId,
        lines.map((l) => l.wareId),
      ),
    ),
  );
}

export type QuoteError = AddressCityError | { readonly _tag: 'DELIVERY_ADDRESS_REQUIRED' };

/** The variants for the cart's delivery address; the address must be chosen first. */
export async function quoteCartAddress(
  deps: ShipmentDeps,
  ownerKey: string,
  cart: StoredCart | undefined,
): Promise<E.Either<QuoteError, readonly DeliveryOption[]>> {
  const shipment = cart?.checkout.shipment;
  if (shipment?.type !== 'DELIVERY') return E.left({ _tag: 'DELIVERY_ADDRESS_REQUIRED' });
  const city = await addressCity(deps, ownerKey, shipment.geoPoint);
  return E.isLeft(city) ? city : E.right(await quoteFor(deps, cart, city.right));
}
