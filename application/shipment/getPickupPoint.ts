import * as E from 'fp-ts/Either';
import { placeAvailability } from '../../domain/shipment/pickupAvailability';
import { moscowDate, type IsoDate } from '../../domain/shipment/receivingDate';
import type { StoredCart } from '../cart/CartRepository';
import { wantedLinesWithLimits, type ShipmentDeps } from './shipmentDeps';
import type { PickupPointView } from './listPickupPoints';
import type { CartOwner } from './cartOwner';

/** One place with the availability of each selected line there (spec §7 GET /cart/pickup/variants/{id}). */
export interface PickupPointDetails {
  readonly today: IsoDate;
  readonly point: PickupPointView;
  readonly items: readonly { readonly productId: string; readonly wareId: string; readonly quantity: number; readonly availabilityDate: IsoDate | null }[];
}

/** The availability of a cart's selected lines at a shop or pickup point (spec §7 GET /cart/pickup/variants/{id}). */
export const pickupPointFor =
  (deps: ShipmentDeps) =>
  async (cart: StoredCart | undefined, id: string): Promise<E.Either<{ readonly _tag: 'NOT_FOUND' }, PickupPointDetails>> => {
    const place = await deps.shops.byNumber(id);
    if (!place) return E.left({ _tag: 'NOT_FOUND' });
    const lines = await wantedLinesWithLimits(deps, cart);
    const today = moscowDate(deps.clock.now());
    const availability = placeAvailability(
      place,
      lines,
      await deps.stock.inCity(
        place.cityId,
        lines.map((l) => l.wareId),
      ),
      today,
    );
    const items = lines.map(({ limit: _, ...l }, i) => ({ ...l, availabilityDate: availability.lines[i]?.availabilityDate ?? null }));
    return E.right({ today, point: { ...place, ...availability }, items });
  };

/** The owner's cart at one place (spec §7 GET /cart/pickup/variants/{id}). */
export const getPickupPoint = (deps: ShipmentDeps) => async (owner: CartOwner, id: string) =>
  pickupPointFor(deps)(await deps.carts.findByOwner(owner.cartKey), id);
