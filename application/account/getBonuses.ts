import { levelProgress, type LevelProgress } from '../../domain/loyalty/bonusAccount';
import type { BonusAccountReader } from './BonusAccountReader';

export interface BonusSummary extends LevelProgress {
  readonly bonuses: number;
}

/** GET /profiles/current/bonuses: balance, club level with its percent and card, and the way to the next level. */
export const getBonuses =
  (deps: { readonly bonusAccounts: BonusAccountReader }) =>
  async (customerId: string): Promise<BonusSummary> => {
    const account = await deps.bonusAccounts.account(customerId);
    return { bonuses: account?.bonuses ?? 0, ...levelProgress(account?.level, account?.orders ?? []) };
  };
