import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { validationMessage } from '../validation/messages';
import { isProfileComplete, parsePersonalData, personalDataErrors, personalInput, type PersonalInput } from './personalData';

const today = { year: 2026, month: 11, day: 23 };
const valid: PersonalInput = { firstName: 'Мария', lastName: 'Петрова', birthDate: '03.05.1990', sex: 'FEMALE', address: 'Москва, ул. Тверская, д. 1' };
const messages = (input: PersonalInput) =>
  Object.fromEntries(
    Object.entries(personalDataErrors(input, today))
      .filter(([, e]) => e)
      .map(([k, e]) => [k, validationMessage(e!)]),
  );

describe('personal data (spec §3 Profile, §5)', () => {
  it('keeps valid data trimmed, the birth date in the wire format, empty fields as null', () => {
    expect(parsePersonalData({ ...valid, firstName: ' Мария ' }, today)).toEqual(
      E.right({
        firstName: 'Мария',
        lastName: 'Петрова',
        birthDate: '1990-05-03',
        sex: 'FEMALE',
        address: 'Москва, ул. Тверская, д. 1',
      }),
    );
    expect(parsePersonalData({ ...valid, birthDate: '1990-05-03', sex: '', address: '  ' }, today)).toEqual(
      E.right({ firstName: 'Мария', lastName: 'Петрова', birthDate: '1990-05-03', sex: null, address: null }),
    );
    expect(parsePersonalData({ ...valid, birthDate: '' }, today)).toMatchObject(E.right({ birthDate: null }));
    expect(parsePersonalData({ ...valid, birthDate: '   ' }, today)).toMatchObject(E.right({ birthDate: null }));
  });

  it('keeps every typed field without the spaces around it (sex is chosen from a list)', () => {
    const padded = { firstName: ' Мария ', lastName: ' Петрова ', birthDate: ' 03.05.1990 ', sex: 'FEMALE', address: ' Москва ' };
    expect(parsePersonalData(padded, today)).toEqual(
      E.right({ firstName: 'Мария', lastName: 'Петрова', birthDate: '1990-05-03', sex: 'FEMALE', address: 'Москва' }),
    );
  });

  it('refuses the form when any rule fails, with the field errors', () => {
    for (const wrong of [{ firstName: '' }, { address: 'д'.repeat(251) }, { birthDate: '31.02.1990' }]) {
      expect(parsePersonalData({ ...valid, ...wrong }, today)).toEqual(E.left(personalDataErrors({ ...valid, ...wrong }, today)));
    }
  });

  it('shows nothing given as empty fields', () => {
    expect(personalInput({ firstName: null, lastName: null, birthDate: null, sex: null, address: null })).toEqual({
      firstName: '',
      lastName: '',
      birthDate: '',
      sex: '',
      address: '',
    });
  });

  it('gives the spec §5 messages', () => {
    expect(messages({ firstName: '', lastName: 'П', birthDate: '31.02.1990', sex: 'OTHER', address: 'д'.repeat(251) })).toEqual({
      firstName: 'Пожалуйста, заполните обязательное поле',
      lastName: 'Пожалуйста, введите не меньше 2 символов',
      birthDate: 'Некорректный формат даты',
      sex: 'Пожалуйста, выберите значение из списка',
      address: 'Пожалуйста, введите не больше 250 символов',
    });
    expect(messages({ ...valid, firstName: 'Мария1' })).toEqual({ firstName: 'Неверный формат' });
    expect(messages({ ...valid, birthDate: '24.11.2012' })).toEqual({ birthDate: 'Проверьте возраст, участник Клубной программы не может быть младше 14 лет' });
    expect(messages({ ...valid, birthDate: '23.11.2012' })).toEqual({});
    expect(messages({ ...valid, birthDate: '31.12.1899' })).toEqual({ birthDate: 'Некорректный формат даты' });
  });

  it('calls the questionnaire complete with names, birth date and sex; the address is optional', () => {
    const data = { firstName: 'Мария', lastName: 'Петрова', birthDate: '1990-05-03', sex: 'FEMALE' as const, address: null };
    expect(isProfileComplete(data)).toBe(true);
    expect(isProfileComplete({ ...data, birthDate: null })).toBe(false);
    expect(isProfileComplete({ ...data, sex: null })).toBe(false);
    expect(isProfileComplete({ ...data, firstName: '' })).toBe(false);
    expect(isProfileComplete({ ...data, lastName: '' })).toBe(false);
  });

  it('round-trips: what is kept shows in the form and parses back to the same data', () => {
    const letters = fc.constantFrom(...'АБВГДЕЖабвгдежёAbcdeЇїҚқ');
    const name = (max: number) => fc.array(letters, { minLength: 2, maxLength: max }).map((a) => a.join(''));
    const date = fc
      .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2012, 10, 23)), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        name(22),
        name(50),
        fc.option(date),
        fc.option(fc.constantFrom('MALE', 'FEMALE')),
        fc.option(fc.string({ minLength: 1, maxLength: 250 }).filter((s) => s.trim() === s && s !== '')),
        (firstName, lastName, birthDate, sex, address) => {
          const stored = { firstName, lastName, birthDate, sex, address };
          expect(parsePersonalData(personalInput(stored), today)).toEqual(E.right(stored));
        },
      ),
    );
  });
});
