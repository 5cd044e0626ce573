import Decimal from 'decimal.js';

/** Loyalty levels (spec §3 Loyalty levels). */
export type LoyaltyLevel = 'STANDARD' | 'SILVER' | 'GOLD' | 'EMPLOYEE' | 'TRAINER';

/** Bonus percent by level; EMPLOYEE has none given by the spec (spec §6 Loyalty levels). */
export const BONUS_PERCENT: Readonly<Record<LoyaltyLevel, number | null>> = {
  STANDARD: 5,
  SILVER: 7,
  GOLD: 10,
  TRAINER: 5,
  EMPLOYEE: null,
};

/** Purchase thresholds of the club levels: 0, 15 001, 150 001 (spec §6 Loyalty levels). */
export const LEVEL_THRESHOLDS = [
  { level: 'STANDARD', from: 0 },
  { level: 'SILVER', from: 15_001 },
  { level: 'GOLD', from: 150_001 },
] as const;

/** The club level reached by a purchase amount (spec §6 Loyalty levels thresholds). */
export function levelForPurchases(amount: Decimal.Value): 'STANDARD' | 'SILVER' | 'GOLD' {
  const sum = new Decimal(amount);
  let level: 'STANDARD' | 'SILVER' | 'GOLD' = 'STANDARD';
  for (const t of LEVEL_THRESHOLDS) if (sum.greaterThanOrEqualTo(t.from)) level = t.level;
  return level;
}

/** Bonuses a price earns at a level, rounded down to whole bonuses; 0 when the level has no percent (spec §6 Loyalty levels). */
export function bonusesFor(price: Decimal.Value, level: LoyaltyLevel): number {
  const percent = BONUS_PERCENT[level];
  return percent === null ? 0 : new Decimal(price).times(percent).dividedToIntegerBy(100).toNumber();
}

/** Card image variant: standard, silver or gold; other levels default to standard (spec §6 Loyalty levels). */
export function cardImage(level: LoyaltyLevel | null | undefined): 'standard' | 'silver' | 'gold' {
  return level === 'SILVER' ? 'silver' : level === 'GOLD' ? 'gold' : 'standard';
}
