import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationMessage } from '../validation/messages';
import {
  INVITATION_ALPHABET,
  INVITATION_CODE_LENGTH,
  agreementError,
  invitationCodeFrom,
  isInvitationCode,
  normaliseInvitationCode,
  INDIVIDUAL_SPORT_KINDS,
  parseIndividual,
  parseSportsman,
  parseTrainer,
  trainerShownName,
  type TrainerInput,
} from './proProgramme';

const today = { year: 2026, month: 11, day: 23 };
const trainer = (changes: Partial<TrainerInput> = {}): TrainerInput => ({
  firstName: 'Иван',
  lastName: 'Петров',
  birthDate: '01.02.1985',
  sportKinds: ['FOOTBALL'],
  organization: ' СШОР № 1 ',
  ...changes,
});
const errorsOf = (input: TrainerInput) => {
  const parsed = parseTrainer(input, today);
  return E.isLeft(parsed) ? Object.fromEntries(Object.entries(parsed.left).filter(([, e]) => e != null)) : {};
};

describe('pro programme forms (spec §5, §6, §9 min age pro 18)', () => {
  it('keeps a trainer trimmed with the birth date as yyyy-MM-dd', () => {
    expect(parseTrainer(trainer(), today)).toEqual(
      E.right({
        firstName: 'Иван',
        lastName: 'Петров',
        birthDate: '1985-02-01',
        sportKinds: ['FOOTBALL'],
        organization: 'СШОР № 1',
      }),
    );
  });

  it('takes the 18th birthday itself and refuses the day before it, with the spec message', () => {
    expect(errorsOf(trainer({ birthDate: '23.11.2008' }))).toEqual({});
    const young = errorsOf(trainer({ birthDate: '24.11.2008' }));
    expect(young).toEqual({ birthDate: { _tag: 'proBirthdate' } });
    expect(validationMessage(young.birthDate!)).toBe('Минимальный возраст для регистрации — 18 лет');
    expect(errorsOf(trainer({ birthDate: '' }))).toEqual({ birthDate: { _tag: 'required' } });
  });

  it('on every day, is 18 exactly from the 18th birthday on', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1950-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }), (d) => {
        const day = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
        const birth = `${String(day.day).padStart(2, '0')}.${String(day.month).padStart(2, '0')}.${day.year - 18}`;
        // 29 February has no 18th birthday in a common year: the age comes on 1 March.
        if (day.month === 2 && day.day === 29) return;
        expect(E.isRight(parseSportsman({ firstName: 'Анна', lastName: 'Иванова', birthDate: birth, sportKind: 'SWIMMING' }, day))).toBe(true);
        const prev = new Date(Date.UTC(day.year, day.month - 1, day.day - 1));
        const dayBefore = { year: prev.getUTCFullYear(), month: prev.getUTCMonth() + 1, day: prev.getUTCDate() };
        expect(E.isLeft(parseSportsman({ firstName: 'Анна', lastName: 'Иванова', birthDate: birth, sportKind: 'SWIMMING' }, dayBefore))).toBe(true);
      }),
    );
  });

  it('asks for one to five known sport kinds, a club and consent', () => {
    for (const sportKinds of [[], ['CURLING'], ['FOOTBALL', 'FOOTBALL'], ['FOOTBALL', 'HOCKEY', 'TENNIS', 'SKIING', 'CYCLING', 'FITNESS']]) {
      expect(errorsOf(trainer({ sportKinds }))).toEqual({ sportKinds: { _tag: 'dimension' } });
    }
    expect(errorsOf(trainer({ organization: '  ' }))).toEqual({ organization: { _tag: 'required' } });
    expect(errorsOf(trainer({ organization: 'к'.repeat(151) }))).toEqual({ organization: { _tag: 'max', length: 150 } });
    expect(validationMessage(agreementError(false)!)).toBe('Необходимо согласие на обработку персональных данных');
    expect(agreementError(true)).toBeNull();
  });

  it('shows a trainer to the invited as first name and initial', () => {
    expect(trainerShownName(' Иван ', 'Петров')).toBe('Иван П.');
  });
});

describe('invitation codes (spec §7 POST /pro/sportsmen/_check-invitation)', () => {
  it('makes 8 characters of the alphabet from any bytes, always in the format', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: INVITATION_CODE_LENGTH, maxLength: 16 }), (bytes) => {
        const code = invitationCodeFrom(bytes);
        expect(code).toHaveLength(INVITATION_CODE_LENGTH);
        expect(isInvitationCode(code)).toBe(true);
        expect(Array.from(code).every((ch) => INVITATION_ALPHABET.includes(ch))).toBe(true);
      }),
    );
  });

  it('reads a code typed in lower case, with spaces or a dash; refuses look-alikes and other lengths', () => {
    expect(normaliseInvitationCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(isInvitationCode(normaliseInvitationCode('abcd efgh'))).toBe(true);
    for (const bad of ['ABCDEFG0', 'ABCDEFGI', 'ABCDEFG', 'ABCDEFGHJ', '']) expect(isInvitationCode(bad)).toBe(false);
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(isInvitationCode(normaliseInvitationCode(normaliseInvitationCode(s)))).toBe(isInvitationCode(normaliseInvitationCode(s)));
      }),
    );
  });
});

describe('individual sportsman (spec §7 POST /pro/individual-sportsmen)', () => {
  const input = { firstName: 'Мария', lastName: 'Козлова', birthDate: '10.10.1999', sportKind: 'SWIMMING', rank: 'CMS' };
  it('takes an individual sport and a rank from the lists, 18+', () => {
    expect(parseIndividual(input, today)).toEqual(E.right({ ...input, birthDate: '1999-10-10' }));
    expect(parseIndividual({ ...input, sportKind: 'FOOTBALL', rank: 'GRANDMASTER' }, today)).toEqual(
      E.left(expect.objectContaining({ sportKind: { _tag: 'dimension' }, rank: { _tag: 'dimension' } })),
    );
    expect(parseIndividual({ ...input, birthDate: '24.11.2008' }, today)).toEqual(E.left(expect.objectContaining({ birthDate: { _tag: 'proBirthdate' } })));
    expect(INDIVIDUAL_SPORT_KINDS.map((k) => k.name)).toContain('Плавание');
  });
});
