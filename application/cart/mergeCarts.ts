import * as E from 'fp-ts/Either';
import { liveLines } from '../../domain/cart/cartLine';
import { mergeLines } from '../../domain/cart/mergeLines';
import { mergeCheckout, type MergeDrop } from '../../domain/checkout/checkoutMerge';
import { EMPTY_CHECKOUT } from '../../domain/checkout/checkoutState';
import { promoCodeLapse } from '../../domain/checkout/promoCodes';
import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import { newCart, type CartRepository } from './CartRepository';
import type { PromoCodeRepository } from './CheckoutRepositories';

/** Saves retried when another request changed the target cart in between. */
const SAVE_ATTEMPTS = 5;

export interface MergeCartsDeps {
  readonly carts: CartRepository;
  readonly ids: IdGenerator;
  readonly promoCodes: PromoCodeRepository;
  readonly clock: Clock;
}

/**
 * Moves one owner's cart into another's (an anonymous cart into the customer's at sign-in), so the
 * shopper loses nothing: the lines are merged (`mergeLines`) and the checkout state comes along
 * (`mergeCheckout`: promo codes, gift cards, delivery, contacts …). What cannot come — a promo code that
 * lapsed meanwhile, lines past the cart's limit — is answered, for the shopper to be told (issue 14).
 * The target is saved with its version guard and retried on a lost race; the source is emptied.
 */
export const mergeCarts =
  (deps: MergeCartsDeps) =>
  async (fromKey: string, toKey: string): Promise<readonly MergeDrop[]> => {
    if (fromKey === toKey) return [];
    const from = await deps.carts.findByOwner(fromKey);
    const moving = liveLines(from?.lines ?? []);
    if (!from || (moving.length === 0 && from.checkout.promoCodes.length === 0 && from.checkout.giftCards.length === 0)) return [];
    const known = await deps.promoCodes.find(from.checkout.promoCodes);
    const now = deps.clock.now();
    const lapsed = from.checkout.promoCodes.flatMap((code): MergeDrop[] => {
      const reason = promoCodeLapse(
        known.find((p) => p.code === code),
        now,
      );
      return reason ? [{ kind: 'PROMO_CODE', code, reason }] : [];
    });
    const visitor = { ...from.checkout, promoCodes: from.checkout.promoCodes.filter((c) => !lapsed.some((d) => d.kind === 'PROMO_CODE' && d.code === c)) };
    let drops: readonly MergeDrop[] = lapsed;
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      const to = (await deps.carts.findByOwner(toKey)) ?? newCart(deps.ids.uuid(), toKey);
      const { lines, leftOut } = mergeLines(to.lines, moving);
      const saved = await deps.carts.save({ ...to, lines, checkout: mergeCheckout(to.checkout, visitor) });
      if (E.isLeft(saved)) continue;
      // A code the customer's own cart already holds was not lost.
      drops = [
        ...lapsed.filter((d) => d.kind !== 'PROMO_CODE' || !to.checkout.promoCodes.includes(d.code)),
        ...(leftOut > 0 ? [{ kind: 'LINES' as const, count: leftOut }] : []),
      ];
      break;
    }
    await deps.carts.save({ ...from, lines: [], checkout: EMPTY_CHECKOUT });
    return drops;
  };
