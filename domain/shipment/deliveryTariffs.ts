import Decimal from 'decimal.js';
import * as E from 'fp-ts/Either';
import type { DeliveryVariantChoice } from '../checkout/checkoutState';
import type { ServiceLevel } from '../delivery/serviceLevel';
import { addDays, moscowDate, moscowHour, type IsoDate } from './receivingDate';

/** A two-hour-or-longer window the courier comes in. */
interface TimeSlot {
  readonly id: string;
  readonly from: string;
  readonly to: string;
}

/** Courier windows of ordinary and CLICK delivery. */
const TIME_SLOTS: readonly TimeSlot[] = [
  { id: '10-14', from: '10:00', to: '14:00' },
  { id: '14-18', from: '14:00', to: '18:00' },
  { id: '18-22', from: '18:00', to: '22:00' },
];

interface Tariff {
  readonly level: ServiceLevel;
  readonly name: string;
  readonly cost: string;
  readonly freeDeliveryLimit: string | null;
  /** Days from today of the first and last date offered. */
  readonly days: readonly [number, number];
  readonly slots: boolean;
  /** Cities it runs in; null for every city with delivery. */
  readonly cityIds: readonly string[] | null;
}

/** Express couriers run only in Moscow and Saint Petersburg, and take same-day orders until 20:00. */
const EXPRESS_CITY_IDS = ['77', '78'];
const EXPRESS_LAST_HOUR = 20;

/** Our tariffs: the spec names the levels (§4) but not their terms. */
const TARIFFS: readonly Tariff[] = [
  { level: 'ORDINARY', name: 'Курьером', cost: '299.00', freeDeliveryLimit: '5000.00', days: [2, 4], slots: true, cityIds: null },
  { level: 'EXPRESS', name: 'Экспресс за 2 часа', cost: '599.00', freeDeliveryLimit: null, days: [0, 0], slots: false, cityIds: EXPRESS_CITY_IDS },
  { level: 'CLICK', name: 'Завтра', cost: '399.00', freeDeliveryLimit: '10000.00', days: [1, 1], slots: true, cityIds: null },
];

/** A level's tariff in roubles, as checkout charges it (spec §4 Delivery variants; our terms). */
export function tariffOf(level: ServiceLevel): { readonly deliveryCost: string; readonly freeDeliveryLimit: string | null } {
  const t = TARIFFS.find((x) => x.level === level)!;
  return { deliveryCost: t.cost, freeDeliveryLimit: t.freeDeliveryLimit };
}

const runsIn = (t: Tariff, cityId: string) => t.cityIds === null || t.cityIds.includes(cityId);

/** A tariff as the payment-and-delivery page states it: days counted from the order day (spec §7 GET /delivery-terms). */
export interface DeliveryTerm {
  readonly deliveryServiceLevelId: ServiceLevel;
  readonly name: string;
  readonly deliveryCost: string;
  readonly freeDeliveryLimit: string | null;
  readonly daysFrom: number;
  readonly daysTo: number;
  readonly timeSlots: readonly TimeSlot[];
  /** Moscow time until which an order still goes the same day (express), else null. */
  readonly sameDayUntil: string | null;
}

/** The tariffs that run in a city (spec §7 GET /delivery-terms). */
export function deliveryTerms(cityId: string): readonly DeliveryTerm[] {
  return TARIFFS.filter((t) => runsIn(t, cityId)).map((t) => ({
    deliveryServiceLevelId: t.level,
    name: t.name,
    deliveryCost: t.cost,
    freeDeliveryLimit: t.freeDeliveryLimit,
    daysFrom: t.days[0],
    daysTo: t.days[1],
    timeSlots: t.slots ? TIME_SLOTS : [],
    sameDayUntil: t.days[0] === 0 ? `${EXPRESS_LAST_HOUR}:00` : null,
  }));
}

/** A delivery variant offered for an address (spec §3 Cart shipmentType.delivery, §4 Delivery variants). */
export interface DeliveryOption {
  readonly deliveryServiceLevelId: ServiceLevel;
  readonly name: string;
  readonly dates: readonly IsoDate[];
  readonly timeSlots: readonly TimeSlot[];
  /** The tariff, decimal string; the cart charges 0 from the free-delivery limit on (domain/delivery/deliveryCost.ts). */
  readonly deliveryCost: string;
  readonly freeDeliveryLimit: string | null;
}

/**
 * The variants for a delivery in a city now (spec §4 Delivery variants, §7 PUT /cart/delivery/variants).
 * Couriers take goods from the city's shops, so nothing is offered unless the city holds every selected line.
 * Express after 20:00 Moscow time moves to the next day.
 */
export function deliveryOptions(cityId: string, now: Date, cityHoldsAll: boolean): readonly DeliveryOption[] {
  if (!cityHoldsAll) return [];
  const today = moscowDate(now);
  const late = moscowHour(now) >= EXPRESS_LAST_HOUR;
  return TARIFFS.filter((t) => runsIn(t, cityId)).map((t) => {
    const shift = t.level === 'EXPRESS' && late ? 1 : 0;
    const dates = Array.from({ length: t.days[1] - t.days[0] + 1 }, (_, i) => addDays(today, t.days[0] + i + shift));
    return {
      deliveryServiceLevelId: t.level,
      name: t.name,
      dates,
      timeSlots: t.slots ? TIME_SLOTS : [],
      deliveryCost: t.cost,
      freeDeliveryLimit: t.freeDeliveryLimit,
    };
  });
}

const sameMoney = (a: Decimal.Value | null, b: string | null) => (a === null || b === null ? a === b : new Decimal(a).equals(b));

/** What the browser asks for (spec §7 PUT /cart/delivery/variants); money as numbers. */
export interface VariantRequest {
  readonly deliveryServiceLevelId: string;
  readonly receivingDateFrom: IsoDate;
  readonly receivingDateTo: IsoDate;
  readonly receivingTimeSlotId: string | null;
  readonly deliveryCost: number;
  readonly freeDeliveryLimit: number | null;
}

/**
 * The variant the server stores: the asked one only when it matches the server's own quote to the
 * kopeck: level, a single offered date, an offered slot (none for express), cost and free-delivery
 * limit; never the client's price (spec §7 PUT /cart/delivery/variants).
 */
export function acceptVariant(options: readonly DeliveryOption[], asked: VariantRequest): E.Either<'DELIVERY_VARIANT_CHANGED', DeliveryVariantChoice> {
  const option = options.find((o) => o.deliveryServiceLevelId === asked.deliveryServiceLevelId);
  const matches =
    option !== undefined &&
    asked.receivingDateFrom === asked.receivingDateTo &&
    option.dates.includes(asked.receivingDateFrom) &&
    (option.timeSlots.length === 0 ? asked.receivingTimeSlotId === null : option.timeSlots.some((s) => s.id === asked.receivingTimeSlotId)) &&
    sameMoney(asked.deliveryCost, option.deliveryCost) &&
    sameMoney(asked.freeDeliveryLimit, option.freeDeliveryLimit);
  if (!matches) return E.left('DELIVERY_VARIANT_CHANGED');
  return E.right({
    deliveryServiceLevelId: option.deliveryServiceLevelId,
    receivingDateFrom: asked.receivingDateFrom,
    receivingDateTo: asked.receivingDateTo,
    receivingTimeSlotId: asked.receivingTimeSlotId,
    deliveryCost: option.deliveryCost,
    freeDeliveryLimit: option.freeDeliveryLimit,
  });
}
