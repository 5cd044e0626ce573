import Decimal from 'decimal.js';
import type { PromoCode } from '../checkout/promoCodes';

/**
 * The club's welcome discount (spec §7 POST /profiles/current/_activate-discount; the terms are the shop's): a promo
 * code of 10 % on one order from 3 000 ₽, valid 30 days from activation, issued once per customer.
 */
const WELCOME_DISCOUNT = { percent: 10, minProductsCost: 3_000, validDays: 30 } as const;

/** The code issued now, named from a fresh id («WELCOME-1A2B3C4D»), upper case as codes are compared (spec §7 Profile _activate-discount). */
export function welcomePromoCode(id: string, now: Date): PromoCode {
  return {
    code: `WELCOME-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
    kind: 'PERCENT',
    value: new Decimal(WELCOME_DISCOUNT.percent),
    minProductsCost: new Decimal(WELCOME_DISCOUNT.minProductsCost),
    maxUses: 1,
    uses: 0,
    activeTo: new Date(now.getTime() + WELCOME_DISCOUNT.validDays * 86_400_000),
  };
}
