import Decimal from 'decimal.js';
import * as E from 'fp-ts/Either';
import type { OrderStatus } from '../order/orderStatus';
import { addDays, moscowDate } from '../shipment/receivingDate';
import {
  isReturnReasonCode,
  MAX_RETURN_COMMENT_LENGTH,
  MAX_RETURN_PHOTOS,
  reasonAllowsPhotos,
  reasonNeedsComment,
  type ReturnReasonCode,
} from './returnReasons';
import { sumMoney } from '../money/money';

/**
 * Days after receipt a product of proper quality may be brought back: the Russian consumer-protection law
 * (ЗоЗПП art. 25) gives 14 days not counting the day of purchase (spec §3 Return order; docs/returns.md).
 */
const RETURN_WINDOW_DAYS = 14;

/**
 * The last moment a return may be filed for an order received at `receivedAt`: the end of the 14th day after
 * the day of receipt, shop (Moscow) time, so the day shown «включительно» is the whole day (spec §3 Return order).
 */
export function returnDeadline(receivedAt: Date): Date {
  return new Date(`${addDays(moscowDate(receivedAt), RETURN_WINDOW_DAYS)}T23:59:59.999+03:00`);
}

/** Until when a return of the order may be filed: for received orders only, null for any other (spec §3 Return order). */
export function returnDeadlineOf(status: OrderStatus, receivedAt: Date | null | undefined): Date | null {
  return status === 'RECEIVED' && receivedAt ? returnDeadline(receivedAt) : null;
}

/** Whether an order may be returned at `now`: received, and within the window (spec §3 Return order). */
export function isReturnable(status: OrderStatus, receivedAt: Date | null, now: Date): boolean {
  return status === 'RECEIVED' && receivedAt !== null && now.getTime() <= returnDeadline(receivedAt).getTime();
}

/** A bought size of an order: units bought, units in returns not withdrawn, the unit price paid. */
export interface BoughtLine {
  readonly wareId: string;
  readonly bought: number;
  readonly returned: number;
  readonly price: Decimal.Value;
}

/** Units of a line still free to return (spec §3 Return order): bought minus already returned, never below 0. */
export function returnableUnits(line: Pick<BoughtLine, 'bought' | 'returned'>): number {
  return Math.max(0, line.bought - line.returned);
}

/** A line the customer wants to return. */
export interface ReturnLineRequest {
  readonly wareId: string;
  readonly quantity: number;
  readonly reasonCode: string;
  readonly comment: string;
  /** Photo ids (spec §3 Return order imageCode); kept only where the reason allows photos. */
  readonly imageCodes?: readonly string[];
}

/** A checked returned line, priced. */
export interface ReturnLine {
  readonly wareId: string;
  readonly quantity: number;
  readonly reasonCode: ReturnReasonCode;
  readonly comment: string;
  readonly price: Decimal;
  readonly imageCodes: readonly string[];
}

export type ReturnLineFailure =
  | { readonly _tag: 'NOTHING_TO_RETURN' }
  | { readonly _tag: 'INCORRECT_RETURN_REASON'; readonly wareId: string }
  | { readonly _tag: 'RETURN_COMMENT_REQUIRED'; readonly wareId: string }
  | { readonly _tag: 'RETURN_QUANTITY_EXCEEDED'; readonly wareId: string };

/**
 * Checks the lines of a return against what the order bought and what earlier returns took (spec §3 Return
 * order): at least one line, each a bought size once, 1 up to its returnable units, a listed reason, a
 * comment where the reason needs one. Answers the lines priced at what was paid.
 */
export function checkReturnLines(requests: readonly ReturnLineRequest[], bought: readonly BoughtLine[]): E.Either<ReturnLineFailure, readonly ReturnLine[]> {
  if (requests.length === 0) return E.left({ _tag: 'NOTHING_TO_RETURN' });
  const lines: ReturnLine[] = [];
  for (const r of requests) {
    const line = bought.find((b) => b.wareId === r.wareId);
    const repeated = lines.some((l) => l.wareId === r.wareId);
    if (!line || repeated || !Number.isInteger(r.quantity) || r.quantity < 1 || r.quantity > returnableUnits(line)) {
      return E.left({ _tag: 'RETURN_QUANTITY_EXCEEDED', wareId: r.wareId });
    }
    if (!isReturnReasonCode(r.reasonCode)) return E.left({ _tag: 'INCORRECT_RETURN_REASON', wareId: r.wareId });
    const comment = r.comment.trim().slice(0, MAX_RETURN_COMMENT_LENGTH);
    if (reasonNeedsComment(r.reasonCode) && comment === '') return E.left({ _tag: 'RETURN_COMMENT_REQUIRED', wareId: r.wareId });
    const imageCodes = reasonAllowsPhotos(r.reasonCode) ? (r.imageCodes ?? []).slice(0, MAX_RETURN_PHOTOS) : [];
    lines.push({ wareId: r.wareId, quantity: r.quantity, reasonCode: r.reasonCode, comment, price: new Decimal(line.price), imageCodes });
  }
  return E.right(lines);
}

/** The refund of a return (spec §3 Return order): each line's units at the unit price paid, after discounts as stored. */
export function refundAmount(lines: readonly Pick<ReturnLine, 'quantity' | 'price'>[]): Decimal {
  return sumMoney(lines.map((l) => new Decimal(l.price).times(l.quantity)));
}

/** Refusals of a return, as the customer reads them (texts the shop's, docs/returns.md). */
export const RETURN_MESSAGES = {
  ORDER_NOT_RETURNABLE: 'Этот заказ нельзя вернуть: возврат оформляется в течение 14 дней после получения',
  NOTHING_TO_RETURN: 'Выберите товары для возврата',
  INCORRECT_RETURN_REASON: 'Выберите причину возврата из списка',
  RETURN_COMMENT_REQUIRED: 'Опишите, что не так с товаром',
  RETURN_QUANTITY_EXCEEDED: 'Столько единиц этого товара вернуть нельзя',
  RETURN_WAY_REQUIRED: 'Выберите магазин или укажите адрес для курьера',
  RETURN_POINT_UNAVAILABLE: 'Этот магазин не принимает возвраты. Выберите другой',
  RETURN_NOT_CANCELLABLE: 'Возврат уже передан в работу, отменить его нельзя',
  RETURN_NOT_ARGUABLE: 'Оспорить можно только отказ в возврате, и только один раз',
  RETURN_STATE_CHANGED: 'Возврат уже в другом состоянии',
  RETURN_PHOTO_LIMIT: 'К товару можно приложить не больше 5 фото',
  ORDER_NOT_RECEIVABLE: 'Получить можно только оформленный или оплаченный заказ',
} as const;
