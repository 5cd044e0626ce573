import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clubCardNumber, ean13CheckDigit } from './clubCard';

describe('club card number (spec §7 GET /profiles/qr-code)', () => {
  it('computes the EAN-13 check digit', () => {
    // 4006381333931 is a textbook EAN-13.
    expect(ean13CheckDigit('400638133393')).toBe('1');
    expect(ean13CheckDigit('501234567890')).toBe('0');
  });

  it('gives every customer id a fixed 13-digit number under prefix 29 with a valid check digit', () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        const number = clubCardNumber(id);
        expect(number).toMatch(/^29\d{11}$/);
        expect(number.at(-1)).toBe(ean13CheckDigit(number.slice(0, 12)));
        expect(clubCardNumber(id)).toBe(number);
      }),
    );
    expect(clubCardNumber('00000000-0000-0000-0000-000000000001')).not.toBe(clubCardNumber('00000000-0000-0000-0000-000000000002'));
  });
});
