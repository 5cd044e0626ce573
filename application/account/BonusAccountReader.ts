import type { LedgerEntry, OrderBonusFacts } from '../../domain/loyalty/bonusAccount';

/** The customer's bonus balance and level, and the bonus facts of their orders. */
export interface BonusAccount {
  readonly bonuses: number;
  readonly level: string | null;
  readonly orders: readonly OrderBonusFacts[];
  /** Bonus ledger rows (credits and expiry), oldest first. */
  readonly ledger: readonly LedgerEntry[];
}

export interface BonusAccountReader {
  /** Undefined for an unknown customer. */
  readonly account: (customerId: string) => Promise<BonusAccount | undefined>;
}
