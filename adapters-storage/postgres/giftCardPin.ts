import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// Gift-card PINs are kept as scrypt hashes with a salt per card ("scrypt$salt$hash", hex), never in clear.
const KEY_LENGTH = 32;

/** The stored form of a PIN. */
export function hashGiftCardPin(pin: string, salt: string = randomBytes(16).toString('hex')): string {
  return `scrypt$${salt}$${scryptSync(pin, salt, KEY_LENGTH).toString('hex')}`;
}

/** Whether `pin` matches a stored hash; a malformed hash matches nothing. */
export function giftCardPinMatches(pin: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(pin, salt, KEY_LENGTH);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Hashed for unknown numbers too, so a wrong number takes as long as a wrong PIN. */
export const UNKNOWN_CARD_HASH = hashGiftCardPin('', '00');
