import type Decimal from 'decimal.js';
import type { BonusLot } from '../../domain/loyalty/bonusCrediting';

/** What crediting one received order needs to know, read under the order's and the customer's locks. */
interface CreditFacts {
  readonly storedLevel: string | null;
  /** The level when the order was received; null for orders received before it was recorded. */
  readonly receivedLevel: string | null;
  readonly goodsAfterDiscounts: Decimal;
  readonly bonusesSpent: number;
  readonly refunded: Decimal;
  /** Purchases of the orders credited before this one. */
  readonly earlierPurchases: Decimal;
}

/** What crediting writes: the bonuses, the purchase counted, the customer's level after it. */
interface CreditDecision {
  readonly bonuses: number;
  readonly purchase: Decimal;
  readonly level: string;
  readonly expiresAt: Date;
}

/** What expiring one customer's credits needs to know, read under the customer's lock. */
interface ExpiryFacts {
  /** Credits, oldest first. */
  readonly lots: readonly BonusLot[];
  /** Bonuses spent on orders placed since the first credit, plus those expired. */
  readonly debits: number;
  readonly balance: number;
}

/** The bonus ledger (bonus_ledger): credits of received orders and their expiry, once each per order. */
export interface BonusLedger {
  /** Rouble orders of customers received before `receivedBefore`, not credited yet and with no return open; oldest first. */
  readonly dueForCredit: (receivedBefore: Date) => Promise<readonly string[]>;
  /** In one transaction: writes the EARNED row and the balance and level unless the order was credited already (false then). */
  readonly credit: (orderNumber: string, now: Date, decide: (facts: CreditFacts) => CreditDecision) => Promise<boolean>;
  /** Customers with credits expired by `now` and not yet written off. */
  readonly withExpiringCredits: (now: Date) => Promise<readonly string[]>;
  /** In one transaction: writes the EXPIRED rows `decide` answers and takes them off the balance; answers the bonuses taken. */
  readonly expire: (
    customerId: string,
    now: Date,
    decide: (facts: ExpiryFacts) => readonly { readonly orderNumber: string; readonly amount: number }[],
  ) => Promise<number>;
}
