import type { Kysely } from 'kysely';
import type { Database } from '../../adapters-storage/postgres/schema';
import { postgresBonusLedger } from '../../adapters-storage/postgres/postgresBonusLedger';
import { creditReceivedOrders } from '../../application/loyalty/creditReceivedOrders';
import { expireBonuses } from '../../application/loyalty/expireBonuses';
import type { BackgroundJob } from './backgroundJobs';

/** Bonuses fall due by the day (14 days after receipt, 365 after crediting): hourly is timely enough. */
const BONUS_JOB_INTERVAL_MS = 60 * 60 * 1000;

/** The loyalty programme's jobs: crediting received orders, writing off expired bonuses (docs/profile.md «Bonuses»). */
export function bonusJobs(db: Kysely<Database>): readonly BackgroundJob[] {
  const ledger = postgresBonusLedger(db);
  return [
    { name: 'credit bonuses of received orders', intervalMs: BONUS_JOB_INTERVAL_MS, run: () => creditReceivedOrders({ ledger })(new Date()) },
    { name: 'expire bonuses', intervalMs: BONUS_JOB_INTERVAL_MS, run: () => expireBonuses({ ledger })(new Date()) },
  ];
}
