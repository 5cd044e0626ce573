import * as E from 'fp-ts/Either';
import { compareDates, parseDate, type CalendarDate } from './dates';
import type { ValidationError } from './validationError';

/** Who a birth date belongs to (spec §9 min age). */
export type AgeGroup = 'club' | 'pro' | 'child';

/** Minimum age by group: club member 14, pro 18, child 0 (spec §9). */
export const MIN_AGE: Readonly<Record<AgeGroup, number>> = { club: 14, pro: 18, child: 0 };

/** Full years between a birth date and a day (spec §9 min age). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const years = today.year - birth.year;
  return compareDates({ ...today, year: birth.year }, birth) < 0 ? years - 1 : years;
}

const ageError = (group: AgeGroup): ValidationError =>
  group === 'club' ? { _tag: 'birthdate', minAge: MIN_AGE.club } : { _tag: group === 'pro' ? 'proBirthdate' : 'childBirthdate' };

/** A birth date that parses, is not in the future and meets the group's minimum age on `today` (spec §5 birthdate, §9). */
export function validateBirthDate(text: string, today: CalendarDate, group: AgeGroup): E.Either<ValidationError, CalendarDate> {
  return E.flatMap(parseDate(text), (birth) =>
    compareDates(birth, today) <= 0 && ageOn(birth, today) >= MIN_AGE[group] ? E.right(birth) : E.left(ageError(group)),
  );
}
