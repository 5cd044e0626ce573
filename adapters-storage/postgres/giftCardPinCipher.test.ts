import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pinCipher, pinKeyFrom } from './giftCardPinCipher';

const cipher = pinCipher(pinKeyFrom('session-secret'));

describe('issued gift-card PINs sealed at rest (AES-256-GCM under a key from the session secret; docs/giftcards.md)', () => {
  it('opens what it sealed, and the sealed text never contains the PIN', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^77\d{11}$/), (pin, card) => {
        const sealed = cipher.seal(pin, card);
        expect(sealed).not.toContain(pin);
        expect(Buffer.from(sealed.slice(3), 'base64url').includes(Buffer.from(pin))).toBe(false);
        expect(cipher.open(sealed, card)).toBe(pin);
      }),
    );
  });

  it('seals the same PIN differently each time', () => {
    expect(cipher.seal('123456', '7700000000001')).not.toBe(cipher.seal('123456', '7700000000001'));
  });

  it('fails closed: another key, another card, a changed byte or a clear PIN open to nothing', () => {
    const sealed = cipher.seal('123456', '7700000000001');
    expect(pinCipher(pinKeyFrom('another-secret')).open(sealed, '7700000000001')).toBeNull();
    expect(cipher.open(sealed, '7700000000002')).toBeNull();
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(cipher.open(`v1.${bytes.toString('base64url')}`, '7700000000001')).toBeNull();
    for (const stored of ['123456', '', 'v1.', 'v2.abc', 'v1.AAAA']) expect(cipher.open(stored, '7700000000001')).toBeNull();
  });
});
