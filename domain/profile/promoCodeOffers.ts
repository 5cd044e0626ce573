import type { PromoCode } from '../checkout/promoCodes';
import { formatMoney } from '../money/formatMoney';

/** A promo code as the profile lists it (spec §7 GET /profiles/current/promocodes). */
export interface PromoCodeOffer {
  readonly code: string;
  readonly description: string;
  /** Null when the code has no end date. */
  readonly activeTo: Date | null;
}

/** What a code gives, in the shop's words (spec §7 Profile promocodes): «Скидка 10 %», «Скидка 500 ₽ на заказ от 3 000 ₽. Действует на один заказ». */
export function promoCodeDescription(promo: PromoCode): string {
  const discount = promo.kind === 'PERCENT' ? `Скидка ${promo.value.toNumber()} %` : `Скидка ${formatMoney(promo.value)}`;
  const from = promo.minProductsCost.greaterThan(0) ? ` на заказ от ${formatMoney(promo.minProductsCost)}` : '';
  const once = promo.maxUses === 1 ? '. Действует на один заказ' : '';
  return `${discount}${from}${once}`;
}

/** Codes that can still be applied at `now` (spec §7 Profile promocodes: not expired, uses left), soonest to end first, open-ended last. */
export function promoCodeOffers(codes: readonly PromoCode[], now: Date): readonly PromoCodeOffer[] {
  return codes
    .filter((p) => (p.activeTo === null || p.activeTo.getTime() > now.getTime()) && (p.maxUses === null || p.uses < p.maxUses))
    .sort((a, b) => (a.activeTo?.getTime() ?? Infinity) - (b.activeTo?.getTime() ?? Infinity) || a.code.localeCompare(b.code))
    .map((p) => ({ code: p.code, description: promoCodeDescription(p), activeTo: p.activeTo }));
}
