import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { NAME_LENGTHS, validateName, type NameKind } from './names';

const tag = (r: E.Either<{ _tag: string }, unknown>) => (E.isLeft(r) ? r.left._tag : 'ok');

describe('names (spec §5 Allowed characters, Lengths)', () => {
  it('accepts Latin, Cyrillic, Kazakh, Belarusian and Ukrainian letters with hyphen and apostrophe', () => {
    for (const name of ['Anna', 'Анна-Мария', "Д'Артаньян", 'Әсел', 'Ўладзімір', 'Їжак', 'Ґанна', 'Қанат', 'Іван']) {
      expect(tag(validateName('firstName', name))).toBe('ok');
    }
  });

  it('rejects digits and symbols, blank names and wrong lengths', () => {
    expect(tag(validateName('firstName', 'Анна1'))).toBe('format');
    expect(tag(validateName('firstName', 'Анна!'))).toBe('format');
    expect(tag(validateName('firstName', '   '))).toBe('required');
    expect(tag(validateName('lastName', 'Я'))).toBe('min');
    expect(tag(validateName('firstName', 'а'.repeat(23)))).toBe('max');
    expect(tag(validateName('middleName', '', false))).toBe('ok');
  });

  it('has the length bounds 2–22, 2–50, 2–124', () => {
    expect(NAME_LENGTHS).toEqual({
      firstName: { min: 2, max: 22 },
      middleName: { min: 2, max: 50 },
      lastName: { min: 2, max: 50 },
      fullName: { min: 2, max: 124 },
      contactName: { min: 2, max: 124 },
    });
  });

  it('accepts exactly the letter-only names whose length is in bounds', () => {
    const kinds = Object.keys(NAME_LENGTHS) as NameKind[];
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.stringMatching(/^[A-Za-zА-Яа-яЁё]{0,130}$/), (kind, name) => {
        const { min, max } = NAME_LENGTHS[kind];
        expect(E.isRight(validateName(kind, name))).toBe(name.length >= min && name.length <= max);
      }),
    );
  });
});
