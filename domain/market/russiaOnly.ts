/**
 * What only the Russian shop has: bonuses are points of the Russian loyalty programme (1 Б = 1 ₽) and
 * gift cards are sold and kept in roubles, so in the other markets they are neither offered nor taken.
 * The messages are the shop's own (the spec shows none).
 */
export type RussiaOnlyRefusal = 'GIFT_CARDS_RUSSIA_ONLY' | 'BONUSES_RUSSIA_ONLY';

export const RUSSIA_ONLY_MESSAGES: Readonly<Record<RussiaOnlyRefusal, string>> = {
  GIFT_CARDS_RUSSIA_ONLY: 'Подарочные карты принимаются только в России',
  BONUSES_RUSSIA_ONLY: 'Бонусами можно оплатить заказ только в России',
};
