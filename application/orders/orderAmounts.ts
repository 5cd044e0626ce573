import Decimal from 'decimal.js';
import type { CartView } from '../cart/cartView';
import type { OrderAmounts } from './OrderRepository';

/** What an order spends besides stock: promo-code uses, gift-card amounts and bonus points. */
export interface OrderSpending extends OrderAmounts {
  /** The codes that take something off this order; a code that gives nothing now is not spent. */
  readonly promoCodes: readonly string[];
  readonly giftCards: readonly { readonly giftCardNumber: string; readonly amount: Decimal }[];
  readonly bonuses: number;
}

/** The order's money exactly as the one cart pricing (cartView) gave it, in the cart's currency; bonus points one a rouble (Russia only). */
export function orderAmounts(view: CartView): OrderSpending {
  const { productsCost, discountAmount, bonusAmount, deliveryCost, totalCost } = view.totals;
  return {
    currency: view.market.currency,
    productsCost,
    discountAmount,
    bonusAmount,
    deliveryCost,
    totalCost,
    giftCardsAmount: view.payment.giftCardsAmount,
    amountToPay: view.payment.amountToPay,
    promoCodes: view.discounts.promoCodes.filter((p) => p.actionAmount.greaterThan(0)).map((p) => p.promoCode),
    giftCards: view.payment.giftCards.filter((g) => g.amount.greaterThan(0)).map((g) => ({ giftCardNumber: g.giftCardNumber, amount: g.amount })),
    bonuses: bonusAmount.toDecimalPlaces(0, Decimal.ROUND_UP).toNumber(),
  };
}
