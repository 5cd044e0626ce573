import * as t from 'io-ts';

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);
const ObtainingType = t.keyof({ PICKUP: null, DELIVERY: null });

/** The chosen delivery variant, money in roubles (spec §7 PUT /cart/delivery/variants). */
const ChosenDeliveryVariant = t.type({
  deliveryServiceLevelId: t.string,
  receivingDateFrom: t.string,
  receivingDateTo: t.string,
  receivingTimeSlotId: Nullable(t.string),
  deliveryCost: t.number,
  freeDeliveryLimit: Nullable(t.number),
});

/** A delivery address as kept with the cart (spec §3 Delivery address). */
export const CartDeliveryAddress = t.intersection([
  t.type({ text: t.string }),
  t.partial({ name: t.string, entrance: t.string, doorphoneCode: t.string, floor: t.string, apartment: t.string }),
]);

/** spec §3 Cart shipmentType {selected, variants, pickup, delivery}. */
export const ShipmentType = t.type({
  selected: Nullable(ObtainingType),
  /** Tabs are shown only when more than one is enabled (spec §4 Delivery variants). */
  variants: t.array(t.type({ type: ObtainingType, enabled: t.boolean })),
  pickup: Nullable(t.type({ id: t.string, inStock: t.boolean })),
  delivery: Nullable(t.type({ address: CartDeliveryAddress, geoPoint: t.string, variant: Nullable(ChosenDeliveryVariant), services: t.array(t.string) })),
});
export type ShipmentType = t.TypeOf<typeof ShipmentType>;
export type CartDeliveryAddress = t.TypeOf<typeof CartDeliveryAddress>;
