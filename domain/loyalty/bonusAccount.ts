import Decimal from 'decimal.js';
import { addDays, moscowDate, type IsoDate } from '../shipment/receivingDate';
import { BONUS_PERCENT, cardImage, LEVEL_THRESHOLDS, type LoyaltyLevel } from './loyaltyLevels';
import { earningLevel } from './potentialBonuses';
import { creditDate, orderCredit } from './bonusCrediting';
import { sumMoney } from '../money/money';

/** What the bonus account needs of one of the customer's orders (read from customer_order). */
export interface OrderBonusFacts {
  readonly orderNumber: string;
  readonly cancelled: boolean;
  /** Bonuses are Russian points: only rouble orders spend or earn them (domain/market/russiaOnly.ts). */
  readonly inRoubles: boolean;
  readonly createdAt: Date;
  readonly cancelledAt: Date | null;
  /** Goods after promo discounts, before bonuses and gift cards: what counts as a purchase. */
  readonly purchaseAmount: Decimal;
  /** Bonus points spent on the order, one a rouble. */
  readonly bonusesSpent: number;
  /** When the customer took it (null until received) and their level then, which sets its percent. */
  readonly receivedAt: Date | null;
  readonly receivedLevel: string | null;
  /** What returns of it refunded, at the price paid. */
  readonly refunded: Decimal;
  /** The purchase the order counted towards the level when its bonuses were credited; null until credited. */
  readonly creditedPurchase: Decimal | null;
}

/** A row of the bonus ledger: bonuses credited for a received order, or written off when they expired. */
export interface LedgerEntry {
  readonly kind: 'EARNED' | 'EXPIRED';
  readonly orderNumber: string;
  readonly amount: number;
  readonly at: Date;
}

/** The club card: level, its percent and card, and how far the next level is (spec §6 Loyalty levels). */
export interface LevelProgress {
  readonly level: LoyaltyLevel;
  readonly percent: number | null;
  readonly cardImage: 'standard' | 'silver' | 'gold';
  readonly purchasesAmount: Decimal;
  /** Null on the top club level and on levels outside the ladder (EMPLOYEE, TRAINER). */
  readonly nextLevel: 'SILVER' | 'GOLD' | null;
  readonly amountToNextLevel: Decimal | null;
}

/** Purchases counted towards the level (spec §6 Loyalty): rouble orders credited, less refunds, lifetime (bonusCrediting.ts). */
function purchasesAmount(orders: readonly OrderBonusFacts[]): Decimal {
  return sumMoney(orders.filter((o) => o.inRoubles).map((o) => o.creditedPurchase ?? 0));
}

/** The ladder's next rung; EMPLOYEE and TRAINER stand beside it. */
const NEXT_RUNG: Readonly<Record<LoyaltyLevel, 'SILVER' | 'GOLD' | undefined>> = {
  STANDARD: 'SILVER',
  SILVER: 'GOLD',
  GOLD: undefined,
  EMPLOYEE: undefined,
  TRAINER: undefined,
};
const threshold = (level: 'SILVER' | 'GOLD') => LEVEL_THRESHOLDS.find((t) => t.level === level)!.from;

/**
 * The stored level is the programme's word (it may be given, not earned); the next rung of the ladder
 * STANDARD → SILVER → GOLD is reached at its threshold of purchases (spec §6: 0, 15 001, 150 001).
 */
export function levelProgress(storedLevel: string | null | undefined, orders: readonly OrderBonusFacts[]): LevelProgress {
  const level = earningLevel(storedLevel);
  const purchases = purchasesAmount(orders);
  const next = NEXT_RUNG[level];
  return {
    level,
    percent: BONUS_PERCENT[level],
    cardImage: cardImage(level),
    purchasesAmount: purchases,
    nextLevel: next ?? null,
    amountToNextLevel: next ? Decimal.max(0, new Decimal(threshold(next)).minus(purchases)) : null,
  };
}

/** Bonuses an order will bring once received (spec §7 future-bonuses). */
export interface FutureBonus {
  readonly orderNumber: string;
  readonly orderDate: Date;
  readonly amount: number;
  /** When they will be credited: 14 days after receipt; null while the order is not received. */
  readonly creditDate: Date | null;
}

/**
 * The club's percent (spec §6 Loyalty; the level at receipt, else today's) of what the customer pays for goods
 * less refunds, in each rouble order neither cancelled nor credited yet; none at a level without a percent.
 */
export function futureBonuses(level: string | null | undefined, orders: readonly OrderBonusFacts[]): readonly FutureBonus[] {
  return orders
    .filter((o) => o.inRoubles && !o.cancelled && o.creditedPurchase === null)
    .map((o) => ({
      orderNumber: o.orderNumber,
      orderDate: o.createdAt,
      creditDate: o.receivedAt && creditDate(o.receivedAt),
      amount: orderCredit(o.purchaseAmount, o.bonusesSpent, o.refunded, o.receivedLevel ?? level).bonuses,
    }))
    .filter((f) => f.amount > 0);
}

/**
 * One movement of the bonus balance (spec §7 bonus-history): spent on an order, given back when it was cancelled,
 * credited for a received order, or expired.
 */
export interface BonusMovement {
  readonly date: Date;
  readonly type: 'SPENT' | 'RETURNED' | 'EARNED' | 'EXPIRED';
  /** Negative when spent. */
  readonly amount: number;
  readonly orderNumber: string;
}

/** A range of Moscow days, both ends included. */
export interface DayRange {
  readonly dateBegin: IsoDate;
  readonly dateEnd: IsoDate;
}

/** The bonus history's default range (spec §7 Profile bonus-history): the last twelve months up to today (Moscow days). */
export function defaultHistoryRange(now: Date): DayRange {
  const today = moscowDate(now);
  return { dateBegin: addDays(today, -365), dateEnd: today };
}

/** The bonus movements the orders and the ledger record within the range, newest first (spec §7 Profile bonus-history). */
export function bonusHistory(orders: readonly OrderBonusFacts[], ledger: readonly LedgerEntry[], range: DayRange): readonly BonusMovement[] {
  const movements = orders
    .filter((o) => o.bonusesSpent > 0)
    .flatMap((o): BonusMovement[] => [
      { date: o.createdAt, type: 'SPENT', amount: -o.bonusesSpent, orderNumber: o.orderNumber },
      ...(o.cancelled && o.cancelledAt ? [{ date: o.cancelledAt, type: 'RETURNED' as const, amount: o.bonusesSpent, orderNumber: o.orderNumber }] : []),
    ])
    .concat(
      ledger
        .filter((e) => e.amount > 0)
        .map((e) => ({
          date: e.at,
          type: e.kind,
          amount: e.kind === 'EARNED' ? e.amount : -e.amount,
          orderNumber: e.orderNumber,
        })),
    );
  const within = (d: Date) => moscowDate(d) >= range.dateBegin && moscowDate(d) <= range.dateEnd;
  return movements.filter((m) => within(m.date)).sort((a, b) => b.date.getTime() - a.date.getTime());
}

/** How the profile names the levels (the spec gives only the codes). */
export const LEVEL_NAMES: Readonly<Record<LoyaltyLevel, string>> = {
  STANDARD: 'Стандартный',
  SILVER: 'Серебряный',
  GOLD: 'Золотой',
  EMPLOYEE: 'Сотрудник',
  TRAINER: 'Тренер',
};

/** Shown on the bonus page outside Russia (domain/market/russiaOnly.ts). */
export const BONUSES_ABROAD_NOTE = 'Бонусы клубной программы начисляются и списываются только в России. Здесь они видны, но оплатить ими заказ нельзя.';
