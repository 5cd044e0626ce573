import { addDays, moscowDate, type IsoDate } from '../shipment/receivingDate';
import type { OrderStatus } from './orderStatus';

/**
 * How long a shop keeps an order picked up there (spec §7 POST /orders/{n}/_prolong-receiving-date; the
 * shop's values, the spec shows none): 7 days counted from the Moscow day it is ready — placed for payment
 * on receipt, or paid online — and once, by 3 more days, at the customer's request while it is still kept.
 */
const KEEPING_DAYS = 7;
const PROLONGATION_DAYS = 3;
export const MAX_PROLONGATIONS = 1;

/** An order as its keeping sees it: readySince is when it was placed (paid on receipt) or paid. */
export interface KeptOrder {
  readonly status: OrderStatus;
  readonly obtainingType: 'PICKUP' | 'DELIVERY';
  readonly readySince: Date | null;
  readonly prolongations: number;
}

export type ProlongRefusal = 'RECEIVING_DATE_NOT_PROLONGABLE' | 'RECEIVING_DATE_ALREADY_PROLONGED' | 'RECEIVING_DATE_PASSED';

/** The last Moscow day the shop keeps the order; null for what no shop keeps: delivery, unpaid, closed (spec §7 Orders prolong). */
export function keptUntil(order: KeptOrder): IsoDate | null {
  const waiting = order.status === 'CREATED' || order.status === 'PAID';
  if (!waiting || order.obtainingType !== 'PICKUP' || !order.readySince) return null;
  return addDays(moscowDate(order.readySince), KEEPING_DAYS + PROLONGATION_DAYS * order.prolongations);
}

/** Why the keeping cannot be prolonged now, or null when it can (spec §7 Orders _prolong-receiving-date). */
export function prolongRefusal(order: KeptOrder, now: Date): ProlongRefusal | null {
  const until = keptUntil(order);
  if (until === null) return 'RECEIVING_DATE_NOT_PROLONGABLE';
  if (order.prolongations >= MAX_PROLONGATIONS) return 'RECEIVING_DATE_ALREADY_PROLONGED';
  return moscowDate(now) > until ? 'RECEIVING_DATE_PASSED' : null;
}

/** The refusals' texts (the shop's wording). */
export const PROLONG_MESSAGES: Readonly<Record<ProlongRefusal, string>> = {
  RECEIVING_DATE_NOT_PROLONGABLE: 'Продлить срок хранения можно только у заказа, который ждёт вас в магазине',
  RECEIVING_DATE_ALREADY_PROLONGED: 'Срок хранения заказа уже продлён: продлить его можно только один раз',
  RECEIVING_DATE_PASSED: 'Срок хранения заказа истёк, продлить его нельзя',
};
