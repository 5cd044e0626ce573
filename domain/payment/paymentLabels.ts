import type { PaymentMethod } from './paymentMethods';
import type { PaymentTool } from './paymentOptions';

/** Russian names of the payment methods shown at checkout (spec §9 Payment methods; wording ours). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  CASH_TO_COURIER: 'Наличными курьеру',
  TO_COURIER: 'Картой курьеру',
  IN_STORE: 'При получении',
  CASHLESS: 'Безналичный расчёт по счёту',
  CARD_ONLINE: 'Картой онлайн',
  EGC_ONLINE: 'Электронной подарочной картой',
  ONLINE: 'Онлайн',
  CASH_TO_EXT_STORE: 'Наличными в пункте выдачи',
  TO_EXT_STORE: 'Картой в пункте выдачи',
  INSTALLMENT: 'В рассрочку',
  CREDIT: 'В кредит',
  BNPL_SOVCOMBANK: 'Частями от Совкомбанка',
  BNPL_TINKOFF: 'Долями от Т‑Банка',
  YANDEX_SPLIT: 'Яндекс Сплит',
  YANDEX_PAY: 'Яндекс Пэй',
};

/** Russian names of the payment tools (spec §9 Payment tools; wording ours). */
export const PAYMENT_TOOL_LABELS: Readonly<Record<PaymentTool, string>> = {
  CARD_ONLINE: 'Картой онлайн',
  FASTER_PAYMENT_SYSTEM: 'СБП',
  SBER_PAY: 'SberPay',
  GOOGLE_PAY: 'Google Pay',
  SAMSUNG_PAY: 'Samsung Pay',
  APPLE_PAY: 'Apple Pay',
};

/** The label of a payment option: its tool's when it has one, else its method's (spec §3 Payment option). */
export function paymentOptionLabel(method: PaymentMethod, tool: PaymentTool | null): string {
  return tool ? PAYMENT_TOOL_LABELS[tool] : PAYMENT_METHOD_LABELS[method];
}
