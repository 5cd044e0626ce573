import * as t from 'io-ts';
import { PaymentOption } from './checkoutDetails';

/** A gift card paying part of the order (spec §3 Cart payment.giftCards); amount is what it pays now. */
const CartGiftCard = t.type({
  promisedPaymentId: t.string,
  giftCardNumber: t.string,
  amount: t.number,
});

/** spec §3 Cart payment: the gift-card part (paymentOptions are added by the payment step). */
export const CartPayment = t.type({
  giftCards: t.array(CartGiftCard),
  giftCardsAmountIsOverTotalCost: t.boolean,
  /** Sum of the cards' amounts. */
  giftCardsAmount: t.number,
  /** totalCost − giftCardsAmount: what the chosen payment method pays. */
  amountToPay: t.number,
  /** The options open to the cart's shipment and buyer, the chosen one selected (spec §3, §5 Payment options). */
  paymentOptions: t.array(PaymentOption),
});
export type CartPayment = t.TypeOf<typeof CartPayment>;

/** spec §3 Cart discounts {promoCodes {promoCode, actionAmount}, bonusApplied, bonuses}. */
export const CartDiscounts = t.type({
  promoCodes: t.array(t.type({ promoCode: t.string, actionAmount: t.number })),
  bonusApplied: t.boolean,
  /** null for an anonymous shopper. */
  bonuses: t.union([t.type({ available: t.number, applicable: t.number }), t.null]),
});
export type CartDiscounts = t.TypeOf<typeof CartDiscounts>;
