import * as E from 'fp-ts/Either';
import { codeLetterReference, maskEmail } from '../../domain/giftcard/giftCardCodes';
import type { Clock } from '../shared/Clock';
import type { GiftCardCodes } from './GiftCardCodes';

/**
 * POST /cart/gift-cards/{number}/codes (spec §7 Cart): a shopper who lost an e-gift card's PIN at the gift-card
 * field gets its letter sent again to the address it was issued to (domain/giftcard/giftCardCodes.ts); the answer
 * names that address masked.
 */
export const sendGiftCardCode =
  (deps: { readonly codes: GiftCardCodes; readonly clock: Clock }) =>
  async (cardNumber: string): Promise<E.Either<'NOT_FOUND', { readonly giftCardNumber: string; readonly email: string }>> => {
    const now = deps.clock.now();
    const email = await deps.codes.resend(cardNumber, codeLetterReference(cardNumber, now), now);
    return email === undefined ? E.left('NOT_FOUND') : E.right({ giftCardNumber: cardNumber, email: maskEmail(email) });
  };
