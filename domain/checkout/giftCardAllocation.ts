import Decimal from 'decimal.js';
import type { AppliedGiftCard } from './checkoutState';

/** A gift card with what it pays of this order now (spec §3 Cart payment.giftCards). */
export interface GiftCardCharge {
  readonly promisedPaymentId: string;
  readonly giftCardNumber: string;
  readonly amount: Decimal;
}

/** What a newly applied card promises: its balance, but no more than is left to pay (spec §7 POST /cart/gift-cards). */
export function giftCardAmountToApply(balance: Decimal, leftToPay: Decimal): Decimal {
  return Decimal.max(0, Decimal.min(balance, leftToPay));
}

/**
 * What each applied card pays of `totalCost`, in the order applied: the promised amount, cut to
 * what is still unpaid when the cart got cheaper after the card was applied. The sum never exceeds
 * the total (spec §3 Cart payment.giftCards, giftCardsAmountIsOverTotalCost).
 */
export function chargeGiftCards(cards: readonly AppliedGiftCard[], totalCost: Decimal): readonly GiftCardCharge[] {
  let left = Decimal.max(0, totalCost);
  return cards.map((card) => {
    const amount = Decimal.min(new Decimal(card.amount), left);
    left = left.minus(amount);
    return { promisedPaymentId: card.promisedPaymentId, giftCardNumber: card.giftCardNumber, amount };
  });
}

/** Gift-card refusals besides the spec's INVALID_GIFTCARD; the spec shows none of these (spec §8 Cart and checkout). */
export type GiftCardRefusal = 'GIFT_CARD_ATTEMPTS_EXCEEDED' | 'GIFT_CARD_ALREADY_APPLIED' | 'GIFT_CARD_EMPTY' | 'NOTHING_TO_PAY';

/** The shopper's message for each refusal (written for this shop: the spec does not show them). */
export const GIFT_CARD_MESSAGES: Readonly<Record<GiftCardRefusal, string>> = {
  GIFT_CARD_ATTEMPTS_EXCEEDED: 'Слишком много попыток ввода подарочной карты. Повторите через час',
  GIFT_CARD_ALREADY_APPLIED: 'Эта подарочная карта уже применена',
  GIFT_CARD_EMPTY: 'На подарочной карте не осталось средств',
  NOTHING_TO_PAY: 'Заказ уже полностью оплачен подарочными картами',
};

/**
 * Wrong gift-card guesses allowed within GIFT_CARD_ATTEMPT_WINDOW_MS: per shopper (session or
 * customer), and per card number so many sessions cannot share the guessing of one card. The spec
 * names no limit; a 4-digit PIN then takes years to guess.
 */
const GIFT_CARD_ATTEMPT_LIMITS = { perOwner: 5, perNumber: 10 } as const;
export const GIFT_CARD_ATTEMPT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Wrong guesses a shopper makes freely; past them every guess carries a captcha token (spec §7 POST
 * /cart/gift-cards {…, token}). Two typos are honest; a third miss in an hour looks like guessing.
 */
const GIFT_CARD_GUESSES_BEFORE_CAPTCHA = 2;

/** Whether the next guess needs a passed captcha, given the shopper's wrong guesses in the window (spec §7 POST /cart/gift-cards token). */
export function giftCardGuessNeedsCaptcha(ownerWrongGuesses: number): boolean {
  return ownerWrongGuesses >= GIFT_CARD_GUESSES_BEFORE_CAPTCHA;
}

/** Whether one more guess may be checked, counting the guess itself (spec §7 POST /cart/gift-cards). */
export function giftCardGuessAllowed(ownerGuesses: number, numberGuesses: number): boolean {
  return ownerGuesses <= GIFT_CARD_ATTEMPT_LIMITS.perOwner && numberGuesses <= GIFT_CARD_ATTEMPT_LIMITS.perNumber;
}
