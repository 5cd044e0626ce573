import * as E from 'fp-ts/Either';
import { normalizePromoCode, promoCodeRefusal, type PromoCodeRefusal } from '../../domain/checkout/promoCodes';
import type { Clock } from '../shared/Clock';
import { promoCodeInMarket } from '../../domain/market/pricingInputs';
import type { StoredCart } from './CartRepository';
import { changeCart, type CartChangeDeps } from './changeCart';
import type { PromoCodeRepository } from './CheckoutRepositories';
import { viewCart } from './getCart';

export type PromoCodeDeps = CartChangeDeps & { readonly promoCodes: PromoCodeRepository; readonly clock: Clock };

/**
 * Applies a promo code (any case) to the cart if it exists, is active, has uses left and the
 * selected goods cost enough; applying spends nothing, the order does (spec §7 POST /cart/promocodes/{code}).
 */
export const applyPromoCode = (deps: PromoCodeDeps) => async (ownerKey: string, typed: string) => {
  const code = normalizePromoCode(typed);
  const [promo] = await deps.promoCodes.find([code]);
  return changeCart(deps)(ownerKey, async (cart): Promise<E.Either<{ readonly _tag: PromoCodeRefusal }, StoredCart>> => {
    const { totals, market } = await viewCart(deps)(cart);
    // The code's amounts are roubles; the cart is in its market's currency.
    const refusal = promoCodeRefusal(promo && promoCodeInMarket(promo, market), cart.checkout.promoCodes, totals.productsCost, deps.clock.now());
    return refusal ? E.left({ _tag: refusal }) : E.right({ ...cart, checkout: { ...cart.checkout, promoCodes: [...cart.checkout.promoCodes, code] } });
  });
};

/** Takes a promo code off the cart; one not applied changes nothing (spec §7 DELETE /cart/promocodes/{code}). */
export const removePromoCode = (deps: CartChangeDeps) => (ownerKey: string, typed: string) => {
  const code = normalizePromoCode(typed);
  return changeCart(deps)(ownerKey, (cart) =>
    E.right({ ...cart, checkout: { ...cart.checkout, promoCodes: cart.checkout.promoCodes.filter((c) => c !== code) } }),
  );
};
