import type { OrderStatus } from './orderStatus';

/**
 * Why a customer wants to change a placed order (spec §7 POST /orders/{n}/edit-reasons {editReasonMnemocode};
 * the codes and what the shop does are its own, the spec shows none). A request the service desk handles is
 * kept for it and an operator calls back (operators can add products, docs/orders.md); the others tell the
 * customer what to do instead.
 */
export const ORDER_EDIT_REASONS = {
  ADD_PRODUCTS: { name: 'Добавить товары', callback: true, message: 'Мы передали просьбу оператору: он позвонит вам и добавит товары в заказ.' },
  CHANGE_RECEIVER: {
    name: 'Изменить получателя',
    callback: true,
    message: 'Мы передали просьбу оператору: он позвонит вам, чтобы записать нового получателя.',
  },
  CHANGE_DELIVERY_TIME: {
    name: 'Изменить дату или время доставки',
    callback: true,
    message: 'Мы передали просьбу оператору: он позвонит вам и согласует новое время доставки.',
  },
  REMOVE_PRODUCTS: {
    name: 'Убрать товары',
    callback: false,
    message: 'Убрать товары из заказа нельзя: откажитесь от них при получении или отмените заказ и оформите новый.',
  },
  CHANGE_PICKUP_POINT: {
    name: 'Изменить магазин получения',
    callback: false,
    message: 'Магазин получения изменить нельзя: отмените заказ и оформите новый с нужным магазином.',
  },
  CHANGE_PAYMENT: {
    name: 'Изменить способ оплаты',
    callback: false,
    message: 'Пока заказ не оплачен, способ оплаты онлайн можно выбрать заново на странице заказа.',
  },
} as const satisfies Record<string, { readonly name: string; readonly callback: boolean; readonly message: string }>;

export type OrderEditReason = keyof typeof ORDER_EDIT_REASONS;

/** Whether a code is one of the shop's edit reasons (spec §7 Orders edit-reasons). */
export function isOrderEditReason(code: string): code is OrderEditReason {
  return Object.hasOwn(ORDER_EDIT_REASONS, code);
}

/** An order can be changed until it is handed over or cancelled (spec §7 Orders edit-reasons, §4 order states). */
export function acceptsEditRequests(status: OrderStatus): boolean {
  return status === 'AWAITING_PAYMENT' || status === 'CREATED' || status === 'PAID';
}

/** The refusals' texts (the shop's wording). */
export const EDIT_REASON_MESSAGES = {
  INCORRECT_EDIT_REASON: 'Выберите, что вы хотите изменить в заказе',
  ORDER_CLOSED: 'Заказ уже получен или отменён: изменить его нельзя',
} as const;
