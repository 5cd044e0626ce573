import { futureBonuses, type FutureBonus } from '../../domain/loyalty/bonusAccount';
import type { BonusAccountReader } from './BonusAccountReader';

/** GET /profiles/current/future-bonuses: what the orders not yet received will bring. */
export const getFutureBonuses =
  (deps: { readonly bonusAccounts: BonusAccountReader }) =>
  async (customerId: string): Promise<readonly FutureBonus[]> => {
    const account = await deps.bonusAccounts.account(customerId);
    return account ? futureBonuses(account.level, account.orders) : [];
  };
