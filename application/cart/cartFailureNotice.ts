import { GENERIC_ERROR_MESSAGE, NOTIFICATION_MESSAGES } from '../../domain/errors/genericMessages';
import type { CommandFailure } from './cartViewModel';

/** A notification to show for a failed cart command. */
export interface CartNotice {
  readonly text: string;
  /** Stays until closed. */
  readonly persistent: boolean;
}

/**
 * How a failed cart command is told (spec §8 Cart and checkout): a failed add or increase is a
 * persistent add-product notification (the basket-full text when that is the reason), a failed bonus
 * toggle the generic one, promo-code and gift-card refusals none (the form shows them under its field),
 * anything else the server's message. `lineQuantity` is the line's quantity before the command.
 */
export function cartFailureNotice(failure: CommandFailure, lineQuantity: number): CartNotice | null {
  const { command } = failure;
  switch (command.kind) {
    case 'applyPromoCode':
    case 'applyGiftCard':
      return null;
    case 'toggleBonus':
      return { text: GENERIC_ERROR_MESSAGE, persistent: false };
    case 'setQuantity':
      if (command.change.quantity > lineQuantity) {
        return {
          text: failure.reason === 'TOO_MANY_LINES_IN_BASKET' ? NOTIFICATION_MESSAGES.cartTooFull : NOTIFICATION_MESSAGES.addToCartFailed,
          persistent: true,
        };
      }
      return { text: failure.message || GENERIC_ERROR_MESSAGE, persistent: false };
    default:
      return { text: failure.message || GENERIC_ERROR_MESSAGE, persistent: false };
  }
}
