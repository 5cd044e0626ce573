import Decimal from 'decimal.js';
import { bonusesFor, levelForPurchases, type LoyaltyLevel } from './loyaltyLevels';
import { earningLevel } from './potentialBonuses';
import { BONUS_CREDIT_DELAY_DAYS, BONUS_VALIDITY_DAYS } from './bonusTerms';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When bonuses of an order received at `receivedAt` are credited (spec §6 Loyalty; the club rules' 14 days). */
export function creditDate(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + BONUS_CREDIT_DELAY_DAYS * DAY_MS);
}

/** Orders received before this moment are due for crediting at `now` (spec §6 Loyalty). */
export function creditDueBefore(now: Date): Date {
  return new Date(now.getTime() - BONUS_CREDIT_DELAY_DAYS * DAY_MS);
}

/** When bonuses credited at `creditedAt` expire (spec §6 Loyalty; the club rules' 365 days). */
export function bonusExpiry(creditedAt: Date): Date {
  return new Date(creditedAt.getTime() + BONUS_VALIDITY_DAYS * DAY_MS);
}

/** What a received order is worth to the programme once its return window closed. */
export interface OrderCredit {
  /** What counts towards the level: goods after promo discounts, less refunds. */
  readonly purchase: Decimal;
  /** Bonuses credited: the level's percent of what was paid in roubles for goods, less refunds. */
  readonly bonuses: number;
}

/**
 * The credit of a received order (spec §6 Loyalty levels percentages): goods after discounts less bonuses spent
 * is what was paid for them; refunds (at the price paid) come off both; never below zero.
 */
export function orderCredit(goodsAfterDiscounts: Decimal.Value, bonusesSpent: number, refunded: Decimal.Value, level: string | null | undefined): OrderCredit {
  const purchase = Decimal.max(0, new Decimal(goodsAfterDiscounts).minus(refunded));
  const paid = Decimal.max(0, new Decimal(goodsAfterDiscounts).minus(bonusesSpent).minus(refunded));
  return { purchase, bonuses: bonusesFor(paid, earningLevel(level)) };
}

/**
 * The level after purchases (spec §6 Loyalty levels thresholds 0, 15 001, 150 001): lifetime purchases of credited
 * orders move STANDARD → SILVER → GOLD, never down; EMPLOYEE and TRAINER are given, not earned, and stay.
 */
export function levelAfterPurchases(stored: string | null | undefined, lifetimePurchases: Decimal.Value): LoyaltyLevel {
  const current = earningLevel(stored);
  if (current === 'EMPLOYEE' || current === 'TRAINER') return current;
  const rungs: readonly LoyaltyLevel[] = ['STANDARD', 'SILVER', 'GOLD'];
  const reached = levelForPurchases(lifetimePurchases);
  return rungs.indexOf(reached) > rungs.indexOf(current) ? reached : current;
}

/** One credit of bonuses (an EARNED ledger row), oldest first in a list. */
export interface BonusLot {
  readonly orderNumber: string;
  readonly amount: number;
  readonly expiresAt: Date;
  /** Already expired (an EXPIRED row exists). */
  readonly expired: boolean;
}

/**
 * What expires at `now` (spec §6 Loyalty; the club rules' 365 days), first in first out: spending and earlier
 * expiry use the oldest credits first, so a credit keeps what is left of the running total of credits up to it
 * after all debits; never more than the balance. `debits`: bonuses spent since the first credit plus those expired.
 */
export function expiringLots(
  lots: readonly BonusLot[],
  debits: number,
  balance: number,
  now: Date,
): readonly { readonly orderNumber: string; readonly amount: number }[] {
  let credited = 0;
  let left = balance;
  const out: { orderNumber: string; amount: number }[] = [];
  for (const lot of lots) {
    credited += lot.amount;
    if (lot.expired || lot.expiresAt.getTime() > now.getTime()) continue;
    const unspent = Math.min(lot.amount, Math.max(0, credited - debits));
    const amount = Math.max(0, Math.min(unspent, left));
    left -= amount;
    debits += amount;
    out.push({ orderNumber: lot.orderNumber, amount });
  }
  return out;
}
