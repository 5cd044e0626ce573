import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMPTY_CHECKOUT } from './checkoutState';
import { phoneVerificationRequired } from './phoneVerification';

const owner = (phone: string) => ({ ...EMPTY_CHECKOUT, owner: { firstName: 'Анна', lastName: 'Петрова', phone } });

describe('phone verification before ordering (spec §8 PHONE_VERIFICATION_CODE_REQUIRED)', () => {
  it('asks for a code for a new phone, not for the customer’s own or an already confirmed one', () => {
    expect(phoneVerificationRequired(owner('+79161234567'), null)).toBe(true);
    expect(phoneVerificationRequired(owner('+79161234567'), '+79161234567')).toBe(false);
    expect(phoneVerificationRequired({ ...owner('+79161234567'), verifiedPhones: ['+79161234567'] }, null)).toBe(false);
    expect(phoneVerificationRequired(EMPTY_CHECKOUT, null)).toBe(false);
  });

  it('once a phone is confirmed, it stays confirmed whoever is signed in', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+79\d{9}$/), fc.option(fc.stringMatching(/^\+79\d{9}$/), { nil: null }), (phone, customer) => {
        expect(phoneVerificationRequired({ ...owner(phone), verifiedPhones: [phone] }, customer)).toBe(false);
      }),
    );
  });
});
