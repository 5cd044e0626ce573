import { addDays, type IsoDate } from './receivingDate';
import { mayHandOver, type HandOverLimit } from './handOverRules';

/** Units of one ware held by one shop of the city (only shops of kind SHOP hold stock). */
export interface ShopStock {
  readonly shopNumber: string;
  readonly wareId: string;
  readonly quantity: number;
}

/** A selected cart line: what is to be picked up. */
export interface WantedLine {
  readonly wareId: string;
  readonly quantity: number;
  /** How the goods may be handed over (spec §4 Product availability); none: every way. */
  readonly limit?: HandOverLimit | null;
}

/** A shop or a pickup point where the order can be picked up (spec §3 Cart pickuppoints). */
export interface PickupPlace {
  readonly shopNumber: string;
  readonly kind: 'SHOP' | 'PICKUP_POINT';
}

/** Days to move goods between shops of a city, or to gather them from several shops. */
const TRANSFER_DAYS = 2;
/** Days for a pickup point to receive goods one shop of the city holds. */
const POINT_DELIVERY_DAYS = 1;

/**
 * Days until a line can be picked up at a place, null when the city's shops together do not hold it
 * (spec §3 Cart pickuppoints, §7 GET /cart/pickup/variants/map-points). A shop holding all of it: today
 * (0). A pickup point holds nothing: 1 day when one shop holds all, else 2 days. A shop holding too
 * little: 2 days by transfer from the other shops. Never where the goods' limit forbids it («только доставка»).
 */
export function pickupDays(place: PickupPlace, line: WantedLine, cityStock: readonly ShopStock[]): number | null {
  if (!mayHandOver(line.limit, place.kind)) return null;
  const ofWare = cityStock.filter((s) => s.wareId === line.wareId);
  if (ofWare.reduce((sum, s) => sum + s.quantity, 0) < line.quantity) return null;
  const holdsAll = (s: ShopStock) => s.quantity >= line.quantity;
  if (place.kind === 'SHOP') return ofWare.some((s) => s.shopNumber === place.shopNumber && holdsAll(s)) ? 0 : TRANSFER_DAYS;
  return ofWare.some(holdsAll) ? POINT_DELIVERY_DAYS : TRANSFER_DAYS;
}

/** How the selected lines can be picked up at one place. */
export interface PlaceAvailability {
  /** `refusal`: the limit that keeps a line from this place, whatever the stock. */
  readonly lines: readonly { readonly wareId: string; readonly availabilityDate: IsoDate | null; readonly refusal: HandOverLimit | null }[];
  /** When everything available there can be picked up: the latest line's date; null when nothing is. */
  readonly availabilityDate: IsoDate | null;
  readonly availableCount: number;
  /** Some line is there today, so "only what is in stock" (inStock) can be chosen. */
  readonly hasStockToday: boolean;
}

/** The availability of the selected lines at a place, from today (spec §7 GET /cart/pickup/variants/{id}). */
export function placeAvailability(place: PickupPlace, lines: readonly WantedLine[], cityStock: readonly ShopStock[], today: IsoDate): PlaceAvailability {
  const days = lines.map((line) => ({
    wareId: line.wareId,
    days: pickupDays(place, line, cityStock),
    refusal: mayHandOver(line.limit, place.kind) ? null : (line.limit ?? null),
  }));
  const available = days.flatMap((d) => (d.days === null ? [] : [d.days]));
  return {
    lines: days.map((d) => ({ wareId: d.wareId, availabilityDate: d.days === null ? null : addDays(today, d.days), refusal: d.refusal })),
    availabilityDate: available.length === 0 ? null : addDays(today, Math.max(...available)),
    availableCount: available.length,
    hasStockToday: available.includes(0),
  };
}

/** Picking up at one kind of place as the payment-and-delivery page states it (spec §7 GET /pickup-terms). */
export interface PickupTerm {
  readonly kind: PickupPlace['kind'];
  /** Pickup is free (domain/delivery/deliveryCost.ts). */
  readonly deliveryCost: '0.00';
  /** Days from the order day: the best case (the goods are at hand) and the worst (they come from several shops). */
  readonly daysFrom: number;
  readonly daysTo: number;
}

/** The pickup terms of the kinds of place a city has, shops first: the day bounds pickupDays gives (spec §7 GET /pickup-terms). */
export function pickupTerms(kinds: readonly PickupPlace['kind'][]): readonly PickupTerm[] {
  const terms: readonly PickupTerm[] = [
    { kind: 'SHOP', deliveryCost: '0.00', daysFrom: 0, daysTo: TRANSFER_DAYS },
    { kind: 'PICKUP_POINT', deliveryCost: '0.00', daysFrom: POINT_DELIVERY_DAYS, daysTo: TRANSFER_DAYS },
  ];
  return terms.filter((t) => kinds.includes(t.kind));
}
