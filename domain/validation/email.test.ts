import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { isEmail, validateEmail, validateNewEmail } from './email';
import { validateNewPhone } from './newPhone';
import { validateAutocomplete } from './autocomplete';
import { parsePhone } from '../phone/phone';

describe('e-mail (spec §5 Email)', () => {
  it('matches an address pattern; empty allowed unless required', () => {
    for (const ok of ['ivan@example.com', 'i.petrov+shop@mail.ru', 'anna@почта.рф']) expect(isEmail(ok)).toBe(true);
    for (const bad of ['ivan', 'ivan@', '@mail.ru', 'ivan@mail', 'iv an@mail.ru', 'ivan@@mail.ru']) expect(isEmail(bad)).toBe(false);
    expect(validateEmail('')).toEqual(E.right(''));
    expect(validateEmail('', true)).toEqual(E.left({ _tag: 'required' }));
    expect(validateEmail('ivan@', true)).toEqual(E.left({ _tag: 'email' }));
  });

  it('accepts generated simple addresses', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.constantFrom('ru', 'com', 'kz'), (l, d, tld) => {
      expect(isEmail(`${l}@${d}.${tld}`)).toBe(true);
    }));
  });

  it('a new e-mail must differ from the current one, ignoring case', () => {
    expect(validateNewEmail('Ivan@Mail.ru ', 'ivan@mail.ru')).toEqual(E.left({ _tag: 'equalsEmails' }));
    expect(validateNewEmail('ivan2@mail.ru', 'ivan@mail.ru')).toEqual(E.right('ivan2@mail.ru'));
    expect(validateNewEmail('ivan2@mail.ru', null)).toEqual(E.right('ivan2@mail.ru'));
  });
});

describe('new phone (spec §5 equalsPhones)', () => {
  it('must differ from the current one however it is typed', () => {
    const current = parsePhone('+79123456789', 'ru');
    if (E.isLeft(current)) throw new Error('example phone must parse');
    expect(validateNewPhone('8 (912) 345-67-89', 'ru', current.right)).toEqual(E.left({ _tag: 'equalsPhones' }));
    expect(E.isRight(validateNewPhone('+7 912 345 67 80', 'ru', current.right))).toBe(true);
    expect(validateNewPhone('+7 912', 'ru', current.right)).toEqual(E.left({ _tag: 'phoneMask' }));
    expect(validateNewPhone('', 'ru', null)).toEqual(E.left({ _tag: 'required' }));
  });
});

describe('autocomplete (spec §5)', () => {
  it('needs the typed value to equal a selected option with an id', () => {
    expect(E.isRight(validateAutocomplete('Москва', { id: 1, label: 'Москва' }))).toBe(true);
    expect(validateAutocomplete('Моск', { id: 1, label: 'Москва' })).toEqual(E.left({ _tag: 'autocomplete' }));
    expect(validateAutocomplete('Москва', { label: 'Москва' })).toEqual(E.left({ _tag: 'autocomplete' }));
    expect(validateAutocomplete('Москва', null)).toEqual(E.left({ _tag: 'autocomplete' }));
    expect(validateAutocomplete(' ', null)).toEqual(E.left({ _tag: 'required' }));
  });
});
