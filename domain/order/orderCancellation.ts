import { ACTIVE_ORDER_STATUSES, type OrderStatus } from './orderStatus';

/**
 * Why a customer cancels an order (spec §7 GET /orders/cancel-reasons, §3 Cancel order cancelReasonCode);
 * the spec shows none, these are the shop's (docs/profile.md).
 */
export const CANCEL_REASONS = [
  { code: 'CHANGED_MIND', name: 'Передумал' },
  { code: 'FOUND_CHEAPER', name: 'Нашёл дешевле' },
  { code: 'LONG_DELIVERY', name: 'Долгая доставка' },
  { code: 'ORDERING_MISTAKE', name: 'Ошибся при оформлении' },
  { code: 'OTHER', name: 'Другое' },
] as const;

export type CancelReasonCode = (typeof CANCEL_REASONS)[number]['code'];

/** The text of a cancel reason the customer gave, or the code itself for one no longer offered (spec §3 Cancel order). */
export function cancelReasonName(code: string): string {
  return CANCEL_REASONS.find((r) => r.code === code)?.name ?? code;
}

/** The customer's comment to a cancellation, as long as an order's comment may be. */
export const MAX_CANCEL_COMMENT_LENGTH = 1000;

/** Whether a code is one of the cancel reasons offered (spec §3 Cancel order). */
export function isCancelReasonCode(code: string): code is CancelReasonCode {
  return CANCEL_REASONS.some((r) => r.code === code);
}

/** Refusals of a customer's cancellation; codes and texts the shop's (docs/spec-coverage.md). */
export const CANCEL_MESSAGES = {
  INCORRECT_CANCEL_REASON: 'Выберите причину отмены из списка',
  ORDER_ALREADY_CANCELLED: 'Заказ уже отменён',
  ORDER_NOT_CANCELLABLE: 'Оплаченный заказ нельзя отменить на сайте. Обратитесь в контактный центр или оформите возврат после получения',
} as const;

/** Why an order in its state cannot be cancelled. */
export type CancelRefusal = 'ORDER_ALREADY_CANCELLED' | 'ORDER_NOT_CANCELLABLE';

/**
 * Whether the customer may cancel an order in this state: only an active one (AWAITING_PAYMENT or CREATED).
 * A paid order is refunded by a return, which the contact centre or the return flow handles, not by this call
 * (spec §3 Cancel order).
 */
export function cancelRefusal(status: OrderStatus): CancelRefusal | null {
  if (ACTIVE_ORDER_STATUSES.includes(status)) return null;
  return status === 'CANCELLED' ? 'ORDER_ALREADY_CANCELLED' : 'ORDER_NOT_CANCELLABLE';
}
