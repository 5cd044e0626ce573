import Decimal from 'decimal.js';

/** A signed-in customer's bonus account (spec §3 User info bonuses, level). */
export interface BonusAccount {
  readonly bonuses: number;
  readonly level: string | null;
}

/** What the cart shows of bonuses: what the customer has and what this order may take (spec §3 Cart discounts.bonuses). */
export interface BonusOffer {
  readonly available: Decimal;
  readonly applicable: Decimal;
}

/**
 * Share of the products cost (after promo codes) that bonuses may pay. The spec says "bonus toggle
 * with the level's rules" without the rules; 30 % keeps part of every order paid in money.
 */
export const BONUS_MAX_SHARE = new Decimal('0.3');

/** Levels that earn no bonuses may not spend them either (spec §3 Loyalty levels; §6 gives EMPLOYEE no percent). */
const LEVELS_THAT_CANNOT_SPEND: readonly string[] = ['EMPLOYEE'];

/**
 * Bonuses the order may take: 1 bonus pays 1 ₽, whole bonuses only, at most BONUS_MAX_SHARE of the
 * cost left after promo codes and never more than the customer has; EMPLOYEE spends none (spec §7 POST /cart/_toggle-bonus).
 */
export function bonusOffer(account: BonusAccount, costAfterDiscount: Decimal): BonusOffer {
  const available = new Decimal(Math.max(0, account.bonuses));
  if (account.level !== null && LEVELS_THAT_CANNOT_SPEND.includes(account.level)) return { available, applicable: new Decimal(0) };
  const cap = Decimal.max(0, costAfterDiscount).times(BONUS_MAX_SHARE).floor();
  return { available, applicable: Decimal.min(available, cap) };
}
