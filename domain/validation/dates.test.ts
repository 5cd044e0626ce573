import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { calendarDateAt, formatFormDate, formatIsoDate, parseDate } from './dates';
import { ageOn, MIN_AGE, validateBirthDate } from './ages';

const today = { year: 2025, month: 6, day: 15 };

describe('dates (spec §5 Other rules)', () => {
  it('knows the length of each month, February 29 in leap years only', () => {
    for (const real of ['29.02.2024', '29.02.2000', '30.04.2025', '31.05.2025', '31.12.2025', '31.01.2025', ' 01.01.2000 ']) {
      expect(E.isRight(parseDate(real))).toBe(true);
    }
    for (const unreal of [
      '29.02.2025',
      '29.02.1900',
      '29.02.2100',
      '31.04.2025',
      '31.06.2025',
      '31.09.2025',
      '31.11.2025',
      '00.01.2000',
      '01.00.2000',
      '01.13.2000',
      '32.01.2000',
    ]) {
      expect(parseDate(unreal)).toEqual(E.left({ _tag: 'date' }));
    }
  });

  it('accepts yyyy-MM-dd and dd.MM.yyyy, not before 01.01.1900', () => {
    expect(parseDate('1990-03-05')).toEqual(E.right({ year: 1990, month: 3, day: 5 }));
    expect(parseDate('05.03.1990')).toEqual(E.right({ year: 1990, month: 3, day: 5 }));
    expect(E.isRight(parseDate('01.01.1900'))).toBe(true);
    expect(parseDate('31.12.1899')).toEqual(E.left({ _tag: 'date' }));
    for (const bad of ['31.02.2000', '29.02.2001', '2000/01/01', '5.3.1990', '', '1990-13-01']) expect(E.isLeft(parseDate(bad))).toBe(true);
    expect(E.isRight(parseDate('29.02.2000'))).toBe(true);
  });

  it('formats round-trip through both formats', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const date = calendarDateAt(d.getTime(), 0);
        expect(parseDate(formatFormDate(date))).toEqual(E.right(date));
        expect(parseDate(formatIsoDate(date))).toEqual(E.right(date));
      }),
    );
  });

  it('gives the date in Moscow time by default', () => {
    expect(calendarDateAt(Date.UTC(2025, 0, 31, 22, 0))).toEqual({ year: 2025, month: 2, day: 1 });
  });
});

describe('minimum ages (spec §9: club 14, pro 18, child 0)', () => {
  it('has the spec values', () => expect(MIN_AGE).toEqual({ club: 14, pro: 18, child: 0 }));

  it('counts full years', () => {
    expect(ageOn({ year: 2011, month: 6, day: 15 }, today)).toBe(14);
    expect(ageOn({ year: 2011, month: 6, day: 16 }, today)).toBe(13);
  });

  it('checks the age of each group with its message', () => {
    expect(E.isRight(validateBirthDate('15.06.2011', today, 'club'))).toBe(true);
    expect(validateBirthDate('16.06.2011', today, 'club')).toEqual(E.left({ _tag: 'birthdate', minAge: 14 }));
    expect(validateBirthDate('2010-01-01', today, 'pro')).toEqual(E.left({ _tag: 'proBirthdate' }));
    expect(E.isRight(validateBirthDate('15.06.2007', today, 'pro'))).toBe(true);
    expect(E.isRight(validateBirthDate('15.06.2025', today, 'child'))).toBe(true);
    expect(validateBirthDate('16.06.2025', today, 'child')).toEqual(E.left({ _tag: 'childBirthdate' }));
    expect(validateBirthDate('30.02.2000', today, 'club')).toEqual(E.left({ _tag: 'date' }));
  });

  it('age never decreases as today moves on', () => {
    const day = fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
      .map((d) => calendarDateAt(d.getTime(), 0));
    fc.assert(
      fc.property(day, day, day, (birth, a, b) => {
        const [early, late] = a.year * 400 + a.month * 31 + a.day <= b.year * 400 + b.month * 31 + b.day ? [a, b] : [b, a];
        expect(ageOn(birth, early)).toBeLessThanOrEqual(ageOn(birth, late));
      }),
    );
  });
});
