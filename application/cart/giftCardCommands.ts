import * as E from 'fp-ts/Either';
import { giftCardAmountToApply, giftCardGuessNeedsCaptcha, type GiftCardRefusal } from '../../domain/checkout/giftCardAllocation';
import type { CaptchaVerifier } from '../auth/CaptchaVerifier';
import { isHomeMarket } from '../../domain/market/pricingInputs';
import type { Clock } from '../shared/Clock';
import type { StoredCart } from './CartRepository';
import { changeCart, type CartChangeDeps } from './changeCart';
import type { CheckedGiftCard, GiftCardCheckFailure, GiftCardRepository } from './CheckoutRepositories';
import { viewCart } from './getCart';

export type GiftCardDeps = CartChangeDeps & { readonly giftCards: GiftCardRepository; readonly clock: Clock; readonly captcha: CaptchaVerifier };

/** A card as typed, with the captcha token the shopper got after NEED_CAPTCHA (spec §7 POST /cart/gift-cards). */
export interface GiftCardEntry {
  readonly giftCardNumber: string;
  readonly pin: string;
  readonly token?: string;
}

export type GiftCardValidationFailure = GiftCardCheckFailure | { readonly _tag: 'NEED_CAPTCHA' };

/**
 * Checks a card's number and PIN and tells its balance; changes nothing but counts a wrong guess
 * (spec §7 POST /cart/gift-cards/_validate). Past a few wrong guesses each one needs a passed captcha.
 */
export const validateGiftCard =
  (deps: Pick<GiftCardDeps, 'giftCards' | 'clock' | 'captcha'>) =>
  async (ownerKey: string, entry: GiftCardEntry, clientAddress: string): Promise<E.Either<GiftCardValidationFailure, CheckedGiftCard>> => {
    const now = deps.clock.now();
    if (giftCardGuessNeedsCaptcha(await deps.giftCards.wrongGuesses(ownerKey, now))) {
      const passed = entry.token !== undefined && (await deps.captcha.verify(entry.token, clientAddress)).ok;
      if (!passed) return E.left({ _tag: 'NEED_CAPTCHA' });
    }
    return deps.giftCards.check(ownerKey, entry.giftCardNumber, entry.pin, now);
  };

/**
 * Pays part of the order with a gift card: its balance, but no more than is left to pay after the
 * cards already applied. The card is charged only when the order is placed (spec §7 POST /cart/gift-cards).
 * Gift cards are roubles: outside Russia they are refused (domain/market/russiaOnly.ts).
 */
export const applyGiftCard = (deps: GiftCardDeps) => async (ownerKey: string, entry: GiftCardEntry, clientAddress: string) => {
  if (!isHomeMarket((await deps.pricing(undefined, ownerKey)).market)) return E.left({ _tag: 'GIFT_CARDS_RUSSIA_ONLY' as const });
  const checked = await validateGiftCard(deps)(ownerKey, entry, clientAddress);
  if (E.isLeft(checked)) return checked;
  const card = checked.right;
  return changeCart(deps)(ownerKey, async (cart): Promise<E.Either<{ readonly _tag: GiftCardRefusal }, StoredCart>> => {
    if (cart.checkout.giftCards.some((g) => g.giftCardNumber === card.number)) return E.left({ _tag: 'GIFT_CARD_ALREADY_APPLIED' });
    if (card.balance.isZero()) return E.left({ _tag: 'GIFT_CARD_EMPTY' });
    const amount = giftCardAmountToApply(card.balance, (await viewCart(deps)(cart)).payment.amountToPay);
    if (amount.isZero()) return E.left({ _tag: 'NOTHING_TO_PAY' });
    const applied = { promisedPaymentId: deps.ids.uuid(), giftCardNumber: card.number, amount: amount.toFixed(2) };
    return E.right({ ...cart, checkout: { ...cart.checkout, giftCards: [...cart.checkout.giftCards, applied] } });
  });
};

/** Takes a gift card off the order; an unknown id changes nothing (spec §7 DELETE /cart/gift-cards/{promisedPaymentId}/). */
export const removeGiftCard = (deps: CartChangeDeps) => (ownerKey: string, promisedPaymentId: string) =>
  changeCart(deps)(ownerKey, (cart) =>
    E.right({ ...cart, checkout: { ...cart.checkout, giftCards: cart.checkout.giftCards.filter((g) => g.promisedPaymentId !== promisedPaymentId) } }),
  );
