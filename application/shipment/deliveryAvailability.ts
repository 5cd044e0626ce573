import * as E from 'fp-ts/Either';
import { newCartLine } from '../../domain/cart/cartLine';
import type { IsoDate } from '../../domain/shipment/receivingDate';
import { addressCity, quoteFor, type QuoteError } from './deliveryQuote';
import { wantedLines, type ShipmentDeps } from './shipmentDeps';
import type { CartOwner } from './cartOwner';

/** Whether each selected line can be delivered to an address, and from when. */
export interface DeliveryAvailability {
  readonly items: readonly { readonly productId: string; readonly wareId: string; readonly available: boolean; readonly availabilityDate: IsoDate | null }[];
}

/**
 * Delivery availability of each selected line (spec §7 GET /cart/delivery/products-availability
 * (addressId)): an address is identified by its geohash; without one, the cart's delivery address.
 * A line is available when the city's shops hold it; its date is the first ordinary delivery date.
 */
export const deliveryAvailability =
  (deps: ShipmentDeps) =>
  async (owner: CartOwner, addressId: string | undefined): Promise<E.Either<QuoteError, DeliveryAvailability>> => {
    const cart = await deps.carts.findByOwner(owner.cartKey);
    const shipment = cart?.checkout.shipment;
    const geoPoint = addressId ?? (shipment?.type === 'DELIVERY' ? shipment.geoPoint : undefined);
    if (geoPoint === undefined) return E.left({ _tag: 'DELIVERY_ADDRESS_REQUIRED' });
    const city = await addressCity(deps, owner.ownerKey, geoPoint);
    if (E.isLeft(city)) return city;
    const items = await Promise.all(
      wantedLines(cart).map(async (line) => {
        const single = cart && { ...cart, lines: [newCartLine(line)] };
        const date = (await quoteFor(deps, single, city.right)).find((o) => o.deliveryServiceLevelId === 'ORDINARY')?.dates[0] ?? null;
        return { productId: line.productId, wareId: line.wareId, available: date !== null, availabilityDate: date };
      }),
    );
    return E.right({ items });
  };
