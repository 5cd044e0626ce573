/**
 * Refusals of online payment calls the spec does not name (spec §7 Orders payment calls); codes and
 * texts are the shop's, listed in docs/spec-coverage.md.
 */
export const PAYMENT_REASON_MESSAGES = {
  ORDER_NOT_PAYABLE: 'Заказ уже оплачен или отменён',
  PAYMENT_REFUSED: 'Банк отклонил платёж. Выберите другой способ оплаты или повторите попытку позже.',
  PAYMENT_UNAVAILABLE: 'Оплата сейчас недоступна. Повторите попытку через несколько минут.',
} as const;
