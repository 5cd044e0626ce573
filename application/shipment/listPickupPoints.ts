import { placeAvailability, type PlaceAvailability } from '../../domain/shipment/pickupAvailability';
import { moscowDate, type IsoDate } from '../../domain/shipment/receivingDate';
import type { ShopRecord } from '../shell/ShopRepository';
import { shopperCity, wantedLinesWithLimits, type ShipmentDeps } from './shipmentDeps';
import type { CartOwner } from './cartOwner';

/** A shop or pickup point with when the cart's selected lines can be picked up there. */
export type PickupPointView = ShopRecord & PlaceAvailability;

export interface PickupPoints {
  readonly cityName: string;
  readonly today: IsoDate;
  readonly points: readonly PickupPointView[];
}

/**
 * The shops and pickup points of the shopper's city with the availability of the selected lines,
 * soonest first (spec §7 GET /cart/pickup/variants/map-points). `onlyConvenient` (isOnlyConvenience)
 * keeps the places where every selected line can be picked up.
 */
export const listPickupPoints =
  (deps: ShipmentDeps) =>
  async (owner: CartOwner, onlyConvenient: boolean): Promise<PickupPoints> => {
    const city = await shopperCity(deps, owner.ownerKey);
    if (!city) return { cityName: '', today: moscowDate(deps.clock.now()), points: [] };
    const lines = await wantedLinesWithLimits(deps, await deps.carts.findByOwner(owner.cartKey));
    const [shops, points, stock] = await Promise.all([
      deps.shops.inCity(city.id, 'SHOP'),
      deps.shops.inCity(city.id, 'PICKUP_POINT'),
      deps.stock.inCity(
        city.id,
        lines.map((l) => l.wareId),
      ),
    ]);
    const today = moscowDate(deps.clock.now());
    const all = [...shops, ...points].map((place) => ({ ...place, ...placeAvailability(place, lines, stock, today) }));
    const shown = onlyConvenient ? all.filter((p) => p.availableCount === lines.length && lines.length > 0) : all;
    const order = (p: PickupPointView) => p.availabilityDate ?? '9999-12-31';
    return { cityName: city.name, today, points: [...shown].sort((a, b) => order(a).localeCompare(order(b))) };
  };
