import { promoCodeOffers, type PromoCodeOffer } from '../../domain/profile/promoCodeOffers';
import type { Clock } from '../shared/Clock';
import type { PromoCodeList } from './PromoCodeList';

/** GET /profiles/current/promocodes: the codes the customer can still apply in the cart, the public ones and the customer's own. */
export const listPromoCodeOffers =
  (deps: { readonly promoCodes: PromoCodeList; readonly clock: Clock }) =>
  async (customerId: string): Promise<readonly PromoCodeOffer[]> =>
    promoCodeOffers(await deps.promoCodes.visibleTo(customerId), deps.clock.now());
