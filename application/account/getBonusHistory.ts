import { bonusHistory, defaultHistoryRange, type BonusMovement, type DayRange } from '../../domain/loyalty/bonusAccount';
import type { Clock } from '../shared/Clock';
import type { BonusAccountReader } from './BonusAccountReader';

/** GET /profiles/current/bonus-history?dateBegin&dateEnd: movements within the range, the last twelve months by default. */
export const getBonusHistory =
  (deps: { readonly bonusAccounts: BonusAccountReader; readonly clock: Clock }) =>
  async (customerId: string, range: Partial<DayRange>): Promise<{ readonly range: DayRange; readonly history: readonly BonusMovement[] }> => {
    const fallback = defaultHistoryRange(deps.clock.now());
    const chosen = { dateBegin: range.dateBegin ?? fallback.dateBegin, dateEnd: range.dateEnd ?? fallback.dateEnd };
    const account = await deps.bonusAccounts.account(customerId);
    return { range: chosen, history: bonusHistory(account?.orders ?? [], account?.ledger ?? [], chosen) };
  };
