import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { isBlockedEmail } from './blockedEmail';
import { isEmail, validateEmail } from './email';

describe('e-mail (spec §5 Email)', () => {
  it('takes at most 254 characters, and the spaces around an address do not count against it', () => {
    const local = 'a'.repeat(64);
    const at254 = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.ru`;
    expect(at254.length).toBe(254);
    expect(isEmail(at254)).toBe(true);
    expect(isEmail(`a${at254}`)).toBe(false);
    expect(isEmail(' anna@example.ru ')).toBe(true);
    expect(validateEmail(' anna@example.ru ')).toEqual(E.right('anna@example.ru'));
  });

  it('refuses throw-away mail services in any case (spec §8 INVALID_EMAIL)', () => {
    expect(isBlockedEmail(' Anna@Mailinator.com ')).toBe(true);
    expect(isBlockedEmail('anna@yopmail.com')).toBe(true);
    expect(isBlockedEmail('anna@tempmail.com')).toBe(true);
    for (const allowed of ['anna@example.ru', 'mailinator.com', '']) expect(isBlockedEmail(allowed)).toBe(false);
  });

  it('matches an address pattern; empty allowed unless required', () => {
    for (const ok of ['ivan@example.com', 'i.petrov+shop@mail.ru', 'anna@почта.рф']) expect(isEmail(ok)).toBe(true);
    for (const bad of ['ivan', 'ivan@', '@mail.ru', 'ivan@mail', 'iv an@mail.ru', 'ivan@@mail.ru']) expect(isEmail(bad)).toBe(false);
    expect(validateEmail('')).toEqual(E.right(''));
    expect(validateEmail('', true)).toEqual(E.left({ _tag: 'required' }));
    expect(validateEmail('ivan@', true)).toEqual(E.left({ _tag: 'email' }));
  });

  it('accepts generated simple addresses', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.constantFrom('ru', 'com', 'kz'), (l, d, tld) => {
        expect(isEmail(`${l}@${d}.${tld}`)).toBe(true);
      }),
    );
  });
});
