import { ORDER_STATUS_LABELS, type OrderStatus } from '../order/orderStatus';

/**
 * A notification as stored: what happened, as data (spec §3 Profile notifications). The words are made
 * here when it is read, so a new order state or a better wording reaches old notifications too.
 */
export type NotificationFacts =
  | { readonly kind: 'ORDER_STATUS'; readonly orderNumber: string; readonly status: string }
  | { readonly kind: 'APPEAL_ANSWERED'; readonly appealNumber: string };

export interface NotificationWords {
  readonly title: string;
  readonly text: string;
}

/** Spec §9: lists open at page 1 with 5 items a page; notifications follow the orders' list. */
export const NOTIFICATIONS_PAGE_SIZE = 5;

const isOrderStatus = (status: string): status is OrderStatus => Object.hasOwn(ORDER_STATUS_LABELS, status);

// What each state means for the customer; a state without a line here still gets its label in the title.
const ORDER_STATUS_TEXTS: Partial<Record<string, string>> = {
  AWAITING_PAYMENT: 'Заказ оформлен и ждёт оплаты. Оплатите его, чтобы мы начали собирать товары.',
  CREATED: 'Заказ оформлен. Мы сообщим, когда его состояние изменится.',
  PAID: 'Оплата получена, спасибо! Мы начали собирать заказ.',
  CANCELLED: 'Заказ отменён. Если он был оплачен, деньги вернутся на карту.',
};

/**
 * Title and text of a notification (spec §3 Profile notifications): «Заказ № 123 оплачен» from the
 * order state's label (ORDER_STATUS_LABELS), lower-cased after the number; a state the shop does not
 * know yet is shown by its code rather than hidden.
 */
export function notificationWords(facts: NotificationFacts): NotificationWords {
  if (facts.kind === 'APPEAL_ANSWERED') {
    return { title: `Ответ на обращение № ${facts.appealNumber}`, text: 'Мы ответили на ваше обращение. Ответ — в разделе «Обращения».' };
  }
  const label = isOrderStatus(facts.status) ? ORDER_STATUS_LABELS[facts.status] : facts.status;
  return {
    title: `Заказ № ${facts.orderNumber} ${lowerFirst(label)}`,
    text: ORDER_STATUS_TEXTS[facts.status] ?? `Новое состояние заказа: ${label}.`,
  };
}

/** Where a notification leads (spec §2 Profile routes): the order's page, or the appeals. */
export function notificationLink(facts: NotificationFacts): string {
  return facts.kind === 'ORDER_STATUS' ? `/profile/order_history/${encodeURIComponent(facts.orderNumber)}` : '/profile/appeals/';
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('ru') + text.slice(1);

/** Rows to skip for a page (from 1) of a list `pageSize` long (spec §9 list defaults). */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** How many pages a list of `total` items fills, at least one (spec §9 list defaults). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
