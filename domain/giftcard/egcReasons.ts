/**
 * Reasons of the e-gift-card calls (spec §7 Gift cards) with the buyer's messages; the spec gives no
 * wording, so it is the shop's.
 */
export const EGC_REASON_MESSAGES = {
  INVALID_NOMINAL: 'Номинал карты — от 500 до 50 000 ₽, кратно 100 ₽',
  INVOICE_NOT_PAYABLE: 'Этот заказ подарочных карт уже оплачен или пуст. Обновите страницу.',
  EGC_SIGN_IN_REQUIRED: 'Покупка подарочных карт доступна после входа в личный кабинет',
} as const;

/** The feature toggle restricting e-gift-card purchase to signed-in customers (spec §3 Feature toggles, §6); off unless configured. */
export const EGC_AUTHORISED_ONLY_TOGGLE = 'sm_site_egc_authorized_only';
