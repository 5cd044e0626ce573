import type Decimal from 'decimal.js';

/**
 * The ways to pay an order awaiting payment besides the checkout's tools (spec §7 Orders: credit-payment,
 * bnpl-sovcombank-payment, bnpl-tinkoff, bnpl-yandex-split, payments/yandex-pay, payments/fps-subscription).
 * Each is an acquirer payment attempt of its own tool; the names are spec §9 payment methods and tools.
 */
export type OrderPaymentWay = 'CREDIT' | 'BNPL_SOVCOMBANK' | 'BNPL_TINKOFF' | 'YANDEX_SPLIT' | 'YANDEX_PAY' | 'FASTER_PAYMENT_SYSTEM';

/**
 * The order sums (roubles) a lender finances (the shop's values, as its partners' terms are public):
 * a POS credit from 3 000 to 500 000, Sovcombank «Халва» instalments to 150 000, T-Bank «Долями» and
 * Yandex Split in four parts up to 30 000 and 150 000. Yandex Pay and FPS are paid at once: no limits.
 */
const FINANCED_SUMS: Readonly<Partial<Record<OrderPaymentWay, readonly [min: number, max: number]>>> = {
  CREDIT: [3_000, 500_000],
  BNPL_SOVCOMBANK: [1_000, 150_000],
  BNPL_TINKOFF: [1, 30_000],
  YANDEX_SPLIT: [1, 150_000],
};

/** Whether the way takes an order of this amount to pay (spec §7 Orders payment calls). */
export function wayTakesAmount(way: OrderPaymentWay, amountToPay: Decimal): boolean {
  const sums = FINANCED_SUMS[way];
  return !sums || (amountToPay.greaterThanOrEqualTo(sums[0]) && amountToPay.lessThanOrEqualTo(sums[1]));
}

/** Shown when the amount is outside the lender's range (the shop's wording; the spec names none). */
export const AMOUNT_NOT_FINANCED_MESSAGE = 'Этот способ оплаты недоступен для суммы заказа. Выберите другой способ оплаты.';
