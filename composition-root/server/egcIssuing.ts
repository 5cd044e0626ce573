import { randomInt } from 'node:crypto';
import type { EgcIssuing } from '../../adapters-storage/postgres/postgresEgcPayments';
import type { Clock } from '../../application/shared/Clock';

const systemClock: Clock = { now: () => new Date() };

/** Issued cards get six-digit PINs from the system's strong random source (docs/giftcards.md). */
export const egcIssuing = (clock: Clock = systemClock): EgcIssuing => ({
  clock,
  pin: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
});
