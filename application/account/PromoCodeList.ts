import type { PromoCode } from '../../domain/checkout/promoCodes';

/** The shop's promo codes; every code is public (none is issued to one customer yet). */
export interface PromoCodeList {
  readonly all: () => Promise<readonly PromoCode[]>;
}
