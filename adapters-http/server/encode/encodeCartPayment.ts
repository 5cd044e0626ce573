import type { CartDiscounts as DiscountsView, CartPayment as PaymentView } from '../../../application/cart/cartView';
import type { CartDiscounts, CartPayment } from '../../contract/cartPayment';

/** spec §3 Cart discounts. */
export function encodeCartDiscounts(discounts: DiscountsView): CartDiscounts {
  return {
    promoCodes: discounts.promoCodes.map((p) => ({ promoCode: p.promoCode, actionAmount: p.actionAmount.toNumber() })),
    bonusApplied: discounts.bonusApplied,
    bonuses: discounts.bonuses && { available: discounts.bonuses.available.toNumber(), applicable: discounts.bonuses.applicable.toNumber() },
  };
}

/** spec §3 Cart payment. */
export function encodeCartPayment(payment: PaymentView): CartPayment {
  return {
    giftCards: payment.giftCards.map((g) => ({ promisedPaymentId: g.promisedPaymentId, giftCardNumber: g.giftCardNumber, amount: g.amount.toNumber() })),
    giftCardsAmountIsOverTotalCost: payment.giftCardsAmountIsOverTotalCost,
    giftCardsAmount: payment.giftCardsAmount.toNumber(),
    amountToPay: payment.amountToPay.toNumber(),
    paymentOptions: payment.paymentOptions.map((o) => ({ paymentMethod: o.paymentMethod, paymentTool: o.paymentTool ?? null, isSelected: o.isSelected })),
  };
}
