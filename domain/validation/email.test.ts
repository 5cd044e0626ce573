import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { isEmail, validateEmail } from './email';

describe('e-mail (spec §5 Email)', () => {
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
