import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Issued e-gift-card PINs are kept for their buyer to read again (docs/giftcards.md), so they cannot be hashed
// like gift_card.pin_hash: they are sealed with AES-256-GCM under a key derived from the server's session secret.
// The card number is the additional data, so a sealed PIN copied to another card's row does not open.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Seals and opens issued cards' PINs; `open` answers null for anything it cannot authenticate (fails closed). */
export interface PinCipher {
  readonly seal: (pin: string, cardNumber: string) => string;
  readonly open: (sealed: string, cardNumber: string) => string | null;
}

/** The 32-byte key of the PINs, derived from the session secret with HKDF-SHA256 for this one use. */
export function pinKeyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'egc-issued-card', 'egc_issued_card.pin aes-256-gcm v1', 32));
}

/** AES-256-GCM under `key`, a fresh 96-bit IV per PIN; stored as "v1.<base64url(iv | tag | ciphertext)>". */
export function pinCipher(key: Buffer): PinCipher {
  return {
    seal: (pin, cardNumber) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(cardNumber));
      const body = Buffer.concat([cipher.update(pin, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open: (sealed, cardNumber) => {
      const [version, packed] = sealed.split('.');
      if (version !== VERSION || !packed) return null;
      const bytes = Buffer.from(packed, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(cardNumber));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
