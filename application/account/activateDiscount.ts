import { welcomePromoCode } from '../../domain/profile/welcomeDiscount';
import { promoCodeDescription, promoCodeOffers, type PromoCodeOffer } from '../../domain/profile/promoCodeOffers';
import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import type { PromoCodeList } from './PromoCodeList';

/**
 * POST /profiles/current/_activate-discount (spec §7 Profile): the customer activates the club's welcome discount and
 * gets its promo code (domain/profile/welcomeDiscount.ts), listed then with the profile's promo codes. Activating again
 * answers the code already issued, spent or run out as it may be (`activeTo` tells).
 */
export const activateDiscount =
  (deps: { readonly promoCodes: PromoCodeList; readonly ids: IdGenerator; readonly clock: Clock }) =>
  async (customerId: string): Promise<PromoCodeOffer & { readonly usable: boolean }> => {
    const now = deps.clock.now();
    const code = await deps.promoCodes.issueOwn(customerId, welcomePromoCode(deps.ids.uuid(), now));
    return { code: code.code, description: promoCodeDescription(code), activeTo: code.activeTo, usable: promoCodeOffers([code], now).length === 1 };
  };
