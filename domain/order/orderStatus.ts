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

/** Whether an operator may still add products to the order: not once paid or cancelled (spec §6 ADD_PRODUCT). */
export function acceptsOperatorProducts(status: OrderStatus): boolean {
  return status === 'AWAITING_PAYMENT' || status === 'CREATED';
}
