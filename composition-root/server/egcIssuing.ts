import { randomInt } from 'node:crypto';
import { pinCipher, pinKeyFrom } from '../../adapters-storage/postgres/giftCardPinCipher';
import type { EgcIssuing } from '../../adapters-storage/postgres/postgresEgcPayments';
import type { Clock } from '../../application/shared/Clock';
import { SHOP_NAME } from '../../adapters-ui-react/meta';

/**
 * Issued cards get six-digit PINs from the system's strong random source, kept for the buyer sealed under a key
 * from the session secret (docs/giftcards.md); the recipients' letters link the design picture on SHOP_URL
 * (docs/email.md).
 */
export const egcIssuing = (sessionSecret: string, clock: Clock, shopUrl: string): EgcIssuing => ({
  clock,
  pin: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
  pins: pinCipher(pinKeyFrom(sessionSecret)),
  letters: { shopUrl, shopName: SHOP_NAME },
});
