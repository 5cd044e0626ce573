import type { PickupPointView } from '../../../application/shipment/listPickupPoints';
import type { DeliveryOption } from '../../../domain/shipment/deliveryTariffs';
import type { DeliveryVariantOffer, PickupPoint } from '../../contract/shipment';

/** A place with the cart's availability there (GET /cart/pickup/variants/map-points and /{id}). */
export function encodePickupPoint(p: PickupPointView): PickupPoint {
  return {
    id: p.shopNumber,
    kind: p.kind,
    name: p.name,
    address: p.address,
    geoPoint: p.geohash,
    lat: p.lat,
    lon: p.lon,
    openingHours: p.openingHours,
    filters: [...p.filters],
    availabilityDate: p.availabilityDate,
    availableCount: p.availableCount,
    totalCount: p.lines.length,
    hasStockToday: p.hasStockToday,
    refusedItems: p.lines.flatMap((l) => (l.refusal ? [{ wareId: l.wareId, reason: l.refusal }] : [])),
  };
}

/** A delivery variant with money in roubles (GET /cart/delivery/variants). */
export function encodeDeliveryOption(o: DeliveryOption): DeliveryVariantOffer {
  return {
    ...o,
    dates: [...o.dates],
    timeSlots: [...o.timeSlots],
    deliveryCost: Number(o.deliveryCost),
    freeDeliveryLimit: o.freeDeliveryLimit === null ? null : Number(o.freeDeliveryLimit),
  };
}
