import type * as E from 'fp-ts/Either';
import type Decimal from 'decimal.js';
import type { LineQuantity } from '../../domain/cart/cartLine';
import type { PromoCode } from '../../domain/checkout/promoCodes';

/** Keeps promo codes; applying a code to a cart reads only, an order spends a use. */
export interface PromoCodeRepository {
  /** The codes among `codes` (upper-case) that exist. */
  readonly find: (codes: readonly string[]) => Promise<readonly PromoCode[]>;
}

/** A gift card that answered its PIN. */
export interface CheckedGiftCard {
  readonly number: string;
  readonly balance: Decimal;
}

export type GiftCardCheckFailure = { readonly _tag: 'INVALID_GIFTCARD' } | { readonly _tag: 'GIFT_CARD_ATTEMPTS_EXCEEDED' };

/** Keeps gift cards with hashed PINs and counts wrong guesses. */
export interface GiftCardRepository {
  /**
   * The card if the number exists, is not expired and the PIN matches. Every wrong number or PIN
   * counts against the owner and the number; past the limits nothing is checked at all.
   */
  readonly check: (ownerKey: string, number: string, pin: string, now: Date) => Promise<E.Either<GiftCardCheckFailure, CheckedGiftCard>>;
  /** The owner's wrong guesses within GIFT_CARD_ATTEMPT_WINDOW_MS before `now`. */
  readonly wrongGuesses: (ownerKey: string, now: Date) => Promise<number>;
}

/** Keeps shared carts (spec §7 POST /cart/snapshots). */
export interface CartSnapshotRepository {
  readonly save: (id: string, lines: readonly LineQuantity[]) => Promise<void>;
  readonly find: (id: string) => Promise<readonly LineQuantity[] | undefined>;
}
