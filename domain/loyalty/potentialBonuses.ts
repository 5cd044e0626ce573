import type Decimal from 'decimal.js';
import { BONUS_PERCENT, bonusesFor, type LoyaltyLevel } from './loyaltyLevels';

/** One kind of bonus a purchase would earn (spec §3 Product.potentialBonuses.bonuses). */
export interface PotentialBonus {
  readonly code: string;
  readonly value: number;
  readonly name: string;
}

/** The only kind the shop gives on a product: the club's percent of what the shopper pays. */
const PURCHASE_BONUS = { code: 'PURCHASE', name: 'Бонусы за покупку' } as const;

const isLoyaltyLevel = (level: string): level is LoyaltyLevel => Object.hasOwn(BONUS_PERCENT, level);

/**
 * The level a shopper earns at: their club level, or STANDARD for an anonymous shopper and for a
 * customer without a club card (spec §6 Loyalty levels).
 */
export function earningLevel(level: string | null | undefined): LoyaltyLevel {
  return level && isLoyaltyLevel(level) ? level : 'STANDARD';
}

/**
 * What buying at `price` would earn at the shopper's level, rounded down to whole bonuses; nothing when
 * that is zero (a level with no percent, such as EMPLOYEE, or a price under the first whole bonus)
 * (spec §3 Product.potentialBonuses, §6 Loyalty levels).
 */
export function potentialBonuses(price: Decimal.Value, level: string | null | undefined): readonly PotentialBonus[] {
  const value = bonusesFor(price, earningLevel(level));
  return value > 0 ? [{ ...PURCHASE_BONUS, value }] : [];
}
