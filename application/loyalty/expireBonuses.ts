import { expiringLots } from '../../domain/loyalty/bonusCrediting';
import type { BonusLedger } from './BonusLedger';

/**
 * Writes off credits BONUS_VALIDITY_DAYS (365) old (club rules), first in first out against spending; one
 * transaction per customer. Answers the bonuses taken by this run.
 */
export const expireBonuses =
  (deps: { readonly ledger: BonusLedger }) =>
  async (now: Date): Promise<number> => {
    let taken = 0;
    for (const customerId of await deps.ledger.withExpiringCredits(now)) {
      taken += await deps.ledger.expire(customerId, now, (facts) => expiringLots(facts.lots, facts.debits, facts.balance, now));
    }
    return taken;
  };
