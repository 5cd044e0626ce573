import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { DELIVERY_ADDRESS_LIMITS as L } from '../../domain/profile/deliveryAddress';
import { parseDate } from '../../domain/validation/dates';

// The profile's delivery addresses, bonuses and promo codes (spec §7 Profile; shapes in docs/profile.md).

const Text = (max: number) => t.refinement(t.string, (s) => s.length <= max, `String≤${max}`);
const Filled = (max: number) => t.refinement(t.string, (s) => s.trim().length > 0 && s.length <= max, `Filled≤${max}`);
const GeoPoint = t.refinement(t.string, (s) => /^[0123456789bcdefghjkmnpqrstuvwxyz]{12}$/.test(s), 'GeoPoint');
const IsoDay = t.refinement(t.string, (s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && E.isRight(parseDate(s)), 'IsoDay');

/** Body of POST and PUT /profiles/current/delivery-addresses: the suggested address line and its details (spec §3 Delivery address). */
export const DeliveryAddressBody = t.intersection([
  t.type({ text: Filled(L.text), geoPoint: GeoPoint }),
  t.partial({ name: Text(L.name), entrance: Text(L.entrance), doorphoneCode: Text(L.doorphoneCode), floor: Text(L.floor), apartment: Text(L.apartment) }),
]);

export const DeliveryAddress = t.type({
  id: t.string,
  name: t.string,
  text: t.string,
  entrance: t.string,
  doorphoneCode: t.string,
  floor: t.string,
  apartment: t.string,
  geoPoint: t.string,
});
export type DeliveryAddress = t.TypeOf<typeof DeliveryAddress>;

/** Answer of GET /profiles/current/delivery-addresses (and of DELETE: the addresses left). */
export const DeliveryAddresses = t.type({ addresses: t.array(DeliveryAddress) });
export type DeliveryAddresses = t.TypeOf<typeof DeliveryAddresses>;

const Level = t.keyof({ STANDARD: null, SILVER: null, GOLD: null, EMPLOYEE: null, TRAINER: null });

/** Answer of GET /profiles/current/bonuses (spec §3 Loyalty levels, §6; money in roubles). */
export const Bonuses = t.type({
  bonuses: t.number,
  level: Level,
  percent: t.union([t.number, t.null]),
  cardImage: t.keyof({ standard: null, silver: null, gold: null }),
  purchasesAmount: t.number,
  nextLevel: t.union([t.keyof({ SILVER: null, GOLD: null }), t.null]),
  amountToNextLevel: t.union([t.number, t.null]),
});
export type Bonuses = t.TypeOf<typeof Bonuses>;

/** Answer of GET /profiles/current/future-bonuses. */
export const FutureBonuses = t.type({
  bonuses: t.array(t.type({ orderNumber: t.string, orderDate: t.string, amount: t.number, accrualDate: t.union([t.string, t.null]) })),
});
export type FutureBonuses = t.TypeOf<typeof FutureBonuses>;

/** Query of GET /profiles/current/bonus-history: Moscow days yyyy-MM-dd, both optional, begin not after end. */
export const BonusHistoryQuery = t.refinement(
  t.partial({ dateBegin: IsoDay, dateEnd: IsoDay }),
  (q) => !q.dateBegin || !q.dateEnd || q.dateBegin <= q.dateEnd,
  'BonusHistoryQuery',
);

/** Answer of GET /profiles/current/bonus-history: the range used and the movements, newest first. */
export const BonusHistory = t.type({
  dateBegin: t.string,
  dateEnd: t.string,
  history: t.array(
    t.type({ date: t.string, type: t.keyof({ SPENT: null, RETURNED: null, EARNED: null, EXPIRED: null }), amount: t.number, orderNumber: t.string }),
  ),
});
export type BonusHistory = t.TypeOf<typeof BonusHistory>;

/** Answer of GET /profiles/current/promocodes. */
export const ProfilePromoCodes = t.type({
  promocodes: t.array(t.type({ code: t.string, description: t.string, activeTo: t.union([t.string, t.null]) })),
});
export type ProfilePromoCodes = t.TypeOf<typeof ProfilePromoCodes>;

/** What the profile pages load: a sign-in prompt for anonymous visitors, else the section's data. */
export type SignedInOnly<A> = { readonly signedIn: false } | ({ readonly signedIn: true } & A);
export type AddressesPageData = SignedInOnly<DeliveryAddresses>;
export type BonusesPageData = SignedInOnly<{ readonly summary: Bonuses; readonly future: FutureBonuses; readonly history: BonusHistory }>;
export type PromoCodesPageData = SignedInOnly<ProfilePromoCodes>;

/** Answer of POST /web-api/v1/profiles/current/_activate-discount (spec §7 Profile; shape the shop's): the welcome discount's promo code, and whether it can still be applied. */
export const ActivatedDiscount = t.type({ code: t.string, description: t.string, activeTo: t.union([t.string, t.null]), usable: t.boolean });
export type ActivatedDiscount = t.TypeOf<typeof ActivatedDiscount>;
