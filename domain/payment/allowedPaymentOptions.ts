import type { PaymentChoice } from '../checkout/checkoutState';
import type { PaymentMethod } from './paymentMethods';
import type { PaymentTool } from './paymentOptions';

/** Where the goods are handed over, as far as paying is concerned. */
export type HandOver = 'SHOP' | 'PICKUP_POINT' | 'COURIER';

/** Tools an online card payment may use in this shop (spec §5 Payment options: FPS, card, SberPay). */
const ONLINE_TOOLS: readonly PaymentTool[] = ['CARD_ONLINE', 'FASTER_PAYMENT_SYSTEM', 'SBER_PAY'];

const ON_RECEIPT: Readonly<Record<HandOver, readonly PaymentMethod[]>> = {
  SHOP: ['IN_STORE'],
  PICKUP_POINT: ['IN_STORE'],
  COURIER: ['CASH_TO_COURIER', 'TO_COURIER'],
};

/**
 * The payment options the shop offers for a hand-over (spec §9 Payment methods; the mapping is the
 * shop's choice, the spec does not show it): online by card, FPS or SberPay everywhere; on receipt
 * in the shop or pickup point, or to the courier in cash or by card; a legal entity pays CASHLESS
 * by invoice and nothing else.
 */
export function allowedPaymentOptions(handOver: HandOver, isLegalEntity: boolean): readonly PaymentChoice[] {
  if (isLegalEntity) return [{ paymentMethod: 'CASHLESS', paymentTool: null }];
  return [
    ...ONLINE_TOOLS.map((paymentTool): PaymentChoice => ({ paymentMethod: 'CARD_ONLINE', paymentTool })),
    ...ON_RECEIPT[handOver].map((paymentMethod): PaymentChoice => ({ paymentMethod, paymentTool: null })),
  ];
}

/** Whether a chosen payment is among the options of the hand-over (spec §9; checked again when the order is placed). */
export function isAllowedPayment(choice: PaymentChoice, handOver: HandOver, isLegalEntity: boolean): boolean {
  return allowedPaymentOptions(handOver, isLegalEntity).some((o) => o.paymentMethod === choice.paymentMethod && o.paymentTool === choice.paymentTool);
}
