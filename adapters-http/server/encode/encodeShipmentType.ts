import type { CartView } from '../../../application/cart/cartView';
import type { ShipmentType } from '../../contract/shipmentType';

const money = (value: string | null) => (value === null ? null : Number(value));

/** The cart's shipmentType (spec §3 Cart): what was chosen, and the variants, both enabled while the cart has something to order. */
export function encodeShipmentType(cart: CartView): ShipmentType {
  const shipment = cart.checkout.shipment;
  return {
    selected: shipment?.type ?? null,
    variants: [
      { type: 'PICKUP', enabled: cart.orderable },
      { type: 'DELIVERY', enabled: cart.orderable },
    ],
    pickup: shipment?.type === 'PICKUP' ? { id: shipment.pointId, inStock: shipment.inStock } : null,
    delivery:
      shipment?.type === 'DELIVERY'
        ? {
            address: shipment.address,
            geoPoint: shipment.geoPoint,
            variant: shipment.variant && {
              ...shipment.variant,
              deliveryCost: Number(shipment.variant.deliveryCost),
              freeDeliveryLimit: money(shipment.variant.freeDeliveryLimit),
            },
            services: [...cart.checkout.services],
          }
        : null,
  };
}
