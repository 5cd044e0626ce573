/**
 * Refusals of order placement the spec does not name (spec §8 lists only INVALID_GIFTCARD,
 * WRONG_CART_STATE, PHONE_VERIFICATION_CODE_REQUIRED and the limits); codes and texts are the shop's,
 * listed in docs/spec-coverage.md.
 */
export const ORDER_REASON_MESSAGES = {
  CART_IS_EMPTY: 'В корзине нет товаров, доступных для заказа',
  SHIPMENT_NOT_SELECTED: 'Выберите способ получения заказа',
  CONTACTS_INCOMPLETE: 'Укажите имя, фамилию и телефон получателя заказа',
  PAYMENT_NOT_SELECTED: 'Выберите способ оплаты',
  NOT_ENOUGH_STOCK: 'Некоторые товары закончились. Проверьте корзину и повторите попытку.',
  INVALID_PROMOCODE: 'Промокод больше не действует. Удалите его из корзины и повторите попытку.',
  NOT_ENOUGH_BONUSES: 'Бонусов на счёте меньше, чем применено к заказу. Повторите попытку.',
  ORDER_NOT_EDITABLE: 'Заказ уже оплачен или отменён: добавить товары нельзя',
  GOODS_NOT_HANDED_OVER_THIS_WAY:
    'Некоторые товары нельзя получить выбранным способом: товары партнёров доставляет только курьер, крупногабаритные выдаёт только магазин. Выберите другой способ получения или удалите эти товары из корзины.',
} as const;
