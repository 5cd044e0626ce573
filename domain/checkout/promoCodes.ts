import Decimal from 'decimal.js';

/** A promo code as the shop keeps it (spec §3 Cart discounts.promoCodes). */
export interface PromoCode {
  /** Upper-case; shoppers may type it in any case. */
  readonly code: string;
  /** PERCENT of the products cost, or a fixed AMOUNT in roubles. */
  readonly kind: 'PERCENT' | 'AMOUNT';
  readonly value: Decimal;
  /** The products cost the code needs before it gives anything. */
  readonly minProductsCost: Decimal;
  /** How many orders may use it; null for no limit. */
  readonly maxUses: number | null;
  /** Orders placed with it so far (spent at order placement, never when applied to a cart). */
  readonly uses: number;
  readonly activeTo: Date | null;
}

/** Why a code is refused when applied; the spec shows none of these, the shop's own (spec §8 Cart and checkout). */
export type PromoCodeRefusal = 'PROMO_CODE_NOT_FOUND' | 'PROMO_CODE_EXPIRED' | 'PROMO_CODE_EXHAUSTED' | 'PROMO_CODE_MIN_COST' | 'PROMO_CODE_ALREADY_APPLIED';

/** The shopper's message for each refusal (written for this shop: the spec does not show them). */
export const PROMO_CODE_MESSAGES: Readonly<Record<PromoCodeRefusal, string>> = {
  PROMO_CODE_NOT_FOUND: 'Такого промокода нет. Проверьте, правильно ли он введён',
  PROMO_CODE_EXPIRED: 'Срок действия промокода истёк',
  PROMO_CODE_EXHAUSTED: 'Промокод уже использован',
  PROMO_CODE_MIN_COST: 'Сумма товаров слишком мала для этого промокода',
  PROMO_CODE_ALREADY_APPLIED: 'Этот промокод уже применён',
};

/** What one applied code takes off the order (spec §3 Cart discounts.promoCodes {promoCode, actionAmount}). */
export interface PromoDiscount {
  readonly promoCode: string;
  readonly actionAmount: Decimal;
}

/** A code as stored and compared: trimmed and upper-case (spec §7 POST /cart/promocodes/{code}). */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Why a code cannot be used at all any more, whatever the cart: unknown, expired or used up (spec §3 Cart discounts). */
export function promoCodeLapse(promo: PromoCode | undefined, now: Date): 'PROMO_CODE_NOT_FOUND' | 'PROMO_CODE_EXPIRED' | 'PROMO_CODE_EXHAUSTED' | null {
  if (!promo) return 'PROMO_CODE_NOT_FOUND';
  if (promo.activeTo !== null && promo.activeTo.getTime() <= now.getTime()) return 'PROMO_CODE_EXPIRED';
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) return 'PROMO_CODE_EXHAUSTED';
  return null;
}

/** Why a known code gives nothing now, or null when it applies (spec §3 Cart discounts). */
function promoCodeProblem(promo: PromoCode, productsCost: Decimal, now: Date): PromoCodeRefusal | null {
  return promoCodeLapse(promo, now) ?? (productsCost.lessThan(promo.minProductsCost) ? 'PROMO_CODE_MIN_COST' : null);
}

/** Whether a code may be added to a cart that already has `applied` (spec §7 POST /cart/promocodes/{code}). */
export function promoCodeRefusal(promo: PromoCode | undefined, applied: readonly string[], productsCost: Decimal, now: Date): PromoCodeRefusal | null {
  if (!promo) return 'PROMO_CODE_NOT_FOUND';
  if (applied.includes(promo.code)) return 'PROMO_CODE_ALREADY_APPLIED';
  return promoCodeProblem(promo, productsCost, now);
}

/**
 * Each applied code's amount, in the order applied: every code works on what the earlier ones left,
 * a percent is rounded down to kopecks, and a code whose conditions no longer hold (the shopper
 * deselected goods, the code expired) stays in the cart but takes 0. The sum never exceeds the
 * products cost (spec §3 Cart discounts, Cart totals.discountAmount).
 */
export function promoDiscounts(applied: readonly string[], known: readonly PromoCode[], productsCost: Decimal, now: Date): readonly PromoDiscount[] {
  let left = productsCost;
  return applied.map((code) => {
    const promo = known.find((p) => p.code === code);
    if (!promo || promoCodeProblem(promo, productsCost, now) !== null) return { promoCode: code, actionAmount: ZERO };
    const wanted = promo.kind === 'PERCENT' ? left.times(promo.value).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN) : promo.value;
    const actionAmount = Decimal.min(wanted, left);
    left = left.minus(actionAmount);
    return { promoCode: code, actionAmount };
  });
}

const ZERO = new Decimal(0);
