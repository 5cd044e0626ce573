import * as t from 'io-ts';
import { CartQuery } from './cart';
import { ShopPlace } from './shops';

// Requests and answers of checkout step 1 (spec §7 Cart: pickup, obtaining methods, delivery; Location: addresses).

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);
const Text = (max: number) => t.refinement(t.string, (s) => s.length <= max, `String≤${max}`);
const Filled = (max: number) => t.refinement(t.string, (s) => s.trim().length > 0 && s.length <= max, `Filled≤${max}`);
const GeoPoint = t.refinement(t.string, (s) => /^[0123456789bcdefghjkmnpqrstuvwxyz]{12}$/.test(s), 'GeoPoint');
const IsoDate = t.refinement(t.string, (s) => /^\d{4}-\d{2}-\d{2}$/.test(s), 'IsoDate');
const Money = t.refinement(t.number, (n) => Number.isFinite(n) && n >= 0 && n <= 10_000_000, 'Money');
const Quantity = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 1 && n <= 999, 'Quantity');

/** Query of GET /cart/pickup/variants/map-points: isOnlyConvenience keeps places where every selected line can be picked up. */
export const MapPointsQuery = t.intersection([CartQuery, t.partial({ isOnlyConvenience: t.keyof({ true: null, false: null }) })]);

/** A shop or pickup point with the availability of the selected lines there. */
export const PickupPoint = t.intersection([
  t.type({ id: t.string }),
  ShopPlace,
  t.type({
    /** When everything available there can be picked up; null when nothing can. */
    availabilityDate: Nullable(t.string),
    availableCount: t.number,
    totalCount: t.number,
    /** Something is there today, so "only what is in stock" (inStock) can be chosen. */
    hasStockToday: t.boolean,
    /** Selected sizes this place may not hand over whatever its stock (spec §4: delivery only, retail only). */
    refusedItems: t.array(t.type({ wareId: t.string, reason: t.keyof({ DELIVERY_ONLY: null, RETAIL_ONLY: null }) })),
  }),
]);
export type PickupPoint = t.TypeOf<typeof PickupPoint>;

/** Answer of GET /cart/pickup/variants/map-points. */
export const MapPoints = t.type({ cityName: t.string, today: t.string, points: t.array(PickupPoint) });
export type MapPoints = t.TypeOf<typeof MapPoints>;

/** Body of POST /cart/obtaining-methods/pickup. */
export const PickupRequest = t.type({ id: Filled(20), inStock: t.boolean });

/** Body of POST /cart/obtaining-methods/delivery: the address line picked from suggestions and its flat details. */
export const DeliveryAddressRequest = t.type({
  address: t.intersection([
    t.type({ text: Filled(300) }),
    t.partial({ name: Text(50), entrance: Text(10), doorphoneCode: Text(20), floor: Text(10), apartment: Text(10) }),
  ]),
  geoPoint: GeoPoint,
});

/** A delivery variant offered for the address (money in roubles). */
export const DeliveryVariantOffer = t.type({
  deliveryServiceLevelId: t.keyof({ ORDINARY: null, EXPRESS: null, CLICK: null }),
  name: t.string,
  dates: t.array(t.string),
  timeSlots: t.array(t.type({ id: t.string, from: t.string, to: t.string })),
  deliveryCost: t.number,
  freeDeliveryLimit: Nullable(t.number),
});
export type DeliveryVariantOffer = t.TypeOf<typeof DeliveryVariantOffer>;

/** Answer of GET /cart/delivery/variants (ours, beside the spec's PUT). */
export const DeliveryVariants = t.type({ today: t.string, variants: t.array(DeliveryVariantOffer) });
export type DeliveryVariants = t.TypeOf<typeof DeliveryVariants>;

/** Body of PUT /cart/delivery/variants. */
export const DeliveryVariantRequest = t.type({
  freeDeliveryLimit: Nullable(Money),
  receivingDateFrom: IsoDate,
  receivingDateTo: IsoDate,
  receivingTimeSlotId: Nullable(Text(20)),
  deliveryServiceLevelId: Filled(20),
  deliveryCost: Money,
});
export type DeliveryVariantRequest = t.TypeOf<typeof DeliveryVariantRequest>;

/** Answer of GET /cart/delivery/services (spec §3 Cart delivery services). */
export const DeliveryServices = t.type({
  services: t.array(
    t.type({ id: t.string, name: t.string, isSelected: t.boolean, linkedServiceIds: t.array(t.string), items: t.array(t.type({ wareId: t.string })) }),
  ),
});
export type DeliveryServices = t.TypeOf<typeof DeliveryServices>;

/** Body of POST /cart/delivery/_set-services. */
export const SetServicesRequest = t.type({ services: t.array(Filled(20)) });

/** Query of GET /cart/delivery/products-availability: the address id is its geohash. */
export const ProductsAvailabilityQuery = t.intersection([CartQuery, t.partial({ addressId: GeoPoint })]);

/** Body of POST /cart/fast: the one product of a fast checkout. */
export const FastCartRequest = t.type({ productId: Filled(40), wareId: Filled(40), quantity: Quantity });

/** Query of GET /location/addresses. */
export const AddressSuggestQuery = t.type({ text: Text(200) });

/** Answer of GET /location/addresses. */
export const AddressSuggestions = t.type({ suggestions: t.array(t.type({ id: t.string, title: t.string, subtitle: t.string })) });
export type AddressSuggestions = t.TypeOf<typeof AddressSuggestions>;

/** Query of GET /location/addresses/_locate: a suggestion's id. */
export const LocateAddressQuery = t.type({ id: Filled(1000) });

/** Answer of GET /location/addresses/_locate. */
export const LocatedAddress = t.type({ text: t.string, geoPoint: t.string, locationLevel: t.keyof({ OTHER: null, STREET: null, HOUSE: null }) });
export type LocatedAddress = t.TypeOf<typeof LocatedAddress>;
