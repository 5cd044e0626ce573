import type { PaymentStatus } from '../payment/paymentTransition';
import type { OrderStatus } from './orderStatus';

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

/** Refusals of a customer's cancellation; codes and texts the shop's (docs/spec-coverage.md, docs/orders.md). */
export const CANCEL_MESSAGES = {
  INCORRECT_CANCEL_REASON: 'Выберите причину отмены из списка',
  ORDER_ALREADY_CANCELLED: 'Заказ уже отменён',
  ORDER_NOT_CANCELLABLE:
    'Этот заказ нельзя отменить на сайте. Полученный заказ можно вернуть через «Оформить возврат», в остальных случаях позвоните в контактный центр',
  REFUND_FAILED: 'Банк отказал в возврате денег, поэтому заказ не отменён и остаётся оплаченным. Попробуйте позже или позвоните в контактный центр',
  REFUND_PENDING: 'Банк пока не ответил. Заказ отменится, а деньги вернутся на карту, как только банк подтвердит возврат',
  REFUND_IN_PROGRESS: 'Заказ уже отменяется: деньги возвращаются на карту. Обновите страницу через минуту',
} as const;

/** Why an order in its state cannot be cancelled. */
export type CancelRefusal = 'ORDER_ALREADY_CANCELLED' | 'ORDER_NOT_CANCELLABLE';

/** Why cancelling a paid order did not end cancelled: the acquirer refused the refund, has not answered yet, or another cancellation is refunding it. */
export type RefundFailure = 'REFUND_FAILED' | 'REFUND_PENDING' | 'REFUND_IN_PROGRESS';

/**
 * Whether the customer may cancel an order in this state (spec §3 Cancel order; the shop's rule, docs/orders.md):
 * until it is handed over — awaiting payment, created, or paid, the payment then refunded through the acquirer.
 * A received order is not cancelled but returned.
 */
export function cancelRefusal(status: OrderStatus): CancelRefusal | null {
  if (status === 'CANCELLED') return 'ORDER_ALREADY_CANCELLED';
  return status === 'RECEIVED' ? 'ORDER_NOT_CANCELLABLE' : null;
}

/** Whether cancelling the order gives money back through the acquirer first: it was paid online (spec §9 Payment methods). */
export function cancelRefunds(status: OrderStatus): boolean {
  return status === 'PAID';
}

/** What the order page says about cancelling beside the order's state (issue 14: a paid order said nothing), or null. */
export function cancelNote(status: OrderStatus): string | null {
  if (cancelRefunds(status))
    return 'Заказ оплачен. Если отменить его, деньги вернутся на карту, которой вы платили; банк зачисляет их обычно за несколько дней.';
  if (status === 'RECEIVED') return 'Заказ получен, поэтому отменить его нельзя — только вернуть товары.';
  return null;
}

/** How long a cancellation holds a paid order's refund before another may take it over (its process may have died). */
export const REFUND_CLAIM_MS = 60_000;

/** What the acquirer says of the payment to refund, and what the refund does next. */
export type RefundStep = 'CANCEL_AT_ACQUIRER' | 'ALREADY_REFUNDED' | 'CANNOT_REFUND';

/**
 * The refund's next step from the acquirer's state of the payment (T-Bank GetState): a paid payment is
 * cancelled at the acquirer (a refund); one the acquirer already cancelled or refunded is done — an earlier
 * attempt's answer was lost, so no second refund is asked; anything else is not the paid payment the order
 * holds, and a person has to look (spec §7 POST /orders/{n}/_cancel).
 */
export function refundStep(acquirerStatus: PaymentStatus): RefundStep {
  if (acquirerStatus === 'SUCCEEDED') return 'CANCEL_AT_ACQUIRER';
  return acquirerStatus === 'CANCELLED' ? 'ALREADY_REFUNDED' : 'CANNOT_REFUND';
}
