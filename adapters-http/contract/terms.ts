import * as t from 'io-ts';
import { Shop } from './shops';

/** A territory's id in /delivery-terms/{id} and /pickup-terms/{id}: the city id, digits. */
export const TermsCityId = t.refinement(t.string, (s) => /^\d{1,10}$/.test(s), 'CityId');

const Money = t.string;

/** GET /delivery-terms?geoPoint, /delivery-terms/{id}: a city's courier tariffs; days from the order day. */
export const DeliveryTerms = t.type({
  cityId: t.string,
  cityName: t.string,
  terms: t.readonlyArray(
    t.type({
      deliveryServiceLevelId: t.string,
      name: t.string,
      deliveryCost: Money,
      freeDeliveryLimit: t.union([Money, t.null]),
      daysFrom: t.number,
      daysTo: t.number,
      timeSlots: t.readonlyArray(t.type({ id: t.string, from: t.string, to: t.string })),
      sameDayUntil: t.union([t.string, t.null]),
    }),
  ),
});
export type DeliveryTerms = t.TypeOf<typeof DeliveryTerms>;

/** GET /pickup-terms?geoPoint, /pickup-terms/{id}: picking up in a city's shops and pickup points. */
export const PickupTerms = t.type({
  cityId: t.string,
  cityName: t.string,
  terms: t.readonlyArray(
    t.type({ kind: t.keyof({ SHOP: null, PICKUP_POINT: null }), deliveryCost: Money, daysFrom: t.number, daysTo: t.number, placeCount: t.number }),
  ),
});
export type PickupTerms = t.TypeOf<typeof PickupTerms>;

const PickupFilter = t.keyof({ CARD_PAYMENT: null, AROUND_THE_CLOCK: null, SAMPLE: null });

/** Comma-separated pickup filters (spec §9), decoded to the list. */
const PickupFilterList = new t.Type<t.TypeOf<typeof PickupFilter>[], string, unknown>(
  'PickupFilterList',
  (u): u is t.TypeOf<typeof PickupFilter>[] => t.array(PickupFilter).is(u),
  (u, ctx) => {
    const list = typeof u === 'string' ? u.split(',').filter((f): f is t.TypeOf<typeof PickupFilter> => PickupFilter.is(f)) : [];
    return typeof u === 'string' && list.length === u.split(',').length ? t.success(list) : t.failure(u, ctx);
  },
  (list) => list.join(','),
);

/** Query of GET /pickup/points: a geohash and pickup filters, comma-separated (spec §9 Pickup filters). */
export const PickupPointsQuery = t.partial({
  geoPoint: t.refinement(t.string, (s) => /^[0-9a-z]{1,12}$/i.test(s), 'GeoHash'),
  filters: PickupFilterList,
});

/** GET /pickup/points: the pickup points of the city, nearest first. */
export const PickupPoints = t.type({ cityName: t.string, points: t.array(Shop) });
export type PickupPoints = t.TypeOf<typeof PickupPoints>;
