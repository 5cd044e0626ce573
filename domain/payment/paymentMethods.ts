/** Payment methods (spec §9). */
export const PAYMENT_METHODS = [
  'CASH_TO_COURIER',
  'TO_COURIER',
  'IN_STORE',
  'CASHLESS',
  'CARD_ONLINE',
  'EGC_ONLINE',
  'ONLINE',
  'CASH_TO_EXT_STORE',
  'TO_EXT_STORE',
  'INSTALLMENT',
  'CREDIT',
  'BNPL_SOVCOMBANK',
  'BNPL_TINKOFF',
  'YANDEX_SPLIT',
  'YANDEX_PAY',
] as const;
/** A payment method (spec §9). */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods paid on receipt (spec §9). */
export const ON_RECEIPT_METHODS: readonly PaymentMethod[] = ['CASH_TO_COURIER', 'CASH_TO_EXT_STORE', 'IN_STORE', 'TO_COURIER', 'TO_EXT_STORE'];

/** Whether a string is a known payment method (spec §9). */
export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Whether the method is paid on receipt (spec §9). */
export function isOnReceipt(method: PaymentMethod): boolean {
  return ON_RECEIPT_METHODS.includes(method);
}

/** Whether a buyer may use the method: CASHLESS is for legal entities only (spec §9). */
export function methodAllowedFor(method: PaymentMethod, isLegalEntity: boolean): boolean {
  return method !== 'CASHLESS' || isLegalEntity;
}
