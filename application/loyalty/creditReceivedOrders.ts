import { bonusExpiry, creditDueBefore, levelAfterPurchases, orderCredit } from '../../domain/loyalty/bonusCrediting';
import type { BonusLedger } from './BonusLedger';

/**
 * Credits the bonuses of orders received BONUS_CREDIT_DELAY_DAYS (14) ago, whose return window has closed
 * (club rules): the percent of the level at receipt, of what was paid for goods less refunds; the level then
 * follows lifetime purchases. Each order in its own transaction, once however many runs race. Answers the
 * numbers credited by this run.
 */
export const creditReceivedOrders =
  (deps: { readonly ledger: BonusLedger }) =>
  async (now: Date): Promise<readonly string[]> => {
    const due = await deps.ledger.dueForCredit(creditDueBefore(now));
    const credited: string[] = [];
    for (const orderNumber of due) {
      const wrote = await deps.ledger.credit(orderNumber, now, (facts) => {
        const credit = orderCredit(facts.goodsAfterDiscounts, facts.bonusesSpent, facts.refunded, facts.receivedLevel ?? facts.storedLevel);
        return {
          bonuses: credit.bonuses,
          purchase: credit.purchase,
          expiresAt: bonusExpiry(now),
          level: levelAfterPurchases(facts.storedLevel, facts.earlierPurchases.plus(credit.purchase)),
        };
      });
      if (wrote) credited.push(orderNumber);
    }
    return credited;
  };
