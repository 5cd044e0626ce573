import Decimal from 'decimal.js';
import { isOnReceipt, type PaymentMethod } from '../payment/paymentMethods';

/**
 * States of an order (spec §3 Order; the spec names no set, these are the shop's). RECEIVED: the customer
 * took the order, as the shop's fulfilment system reports it (docs/returns.md).
 */
export type OrderStatus = 'AWAITING_PAYMENT' | 'CREATED' | 'PAID' | 'CANCELLED' | 'RECEIVED';

/** How the thank-you page and the profile name each state (spec §2 /cart/thanks/; wording the shop's). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  AWAITING_PAYMENT: 'Ожидает оплаты',
  CREATED: 'Создан',
  PAID: 'Оплачен',
  CANCELLED: 'Отменён',
  RECEIVED: 'Получен',
};

/** States in which an order still counts against the active-orders limit (spec §8 EXCEED_LIMIT_ON_ACTIVE_ORDERS). */
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = ['AWAITING_PAYMENT', 'CREATED'];

/**
 * The state an order starts in (spec §9 Payment methods): paid on receipt or by invoice (CASHLESS), or
 * with nothing left to pay online, it is CREATED; otherwise it awaits its online payment.
 */
export function initialOrderStatus(method: PaymentMethod, amountToPay: Decimal.Value): OrderStatus {
  if (isOnReceipt(method) || method === 'CASHLESS' || new Decimal(amountToPay).isZero()) return 'CREATED';
  return 'AWAITING_PAYMENT';
}

/** Whether an operator may still add products to the order: not once paid or cancelled (spec §6 ADD_PRODUCT). */
export function acceptsOperatorProducts(status: OrderStatus): boolean {
  return status === 'AWAITING_PAYMENT' || status === 'CREATED';
}
