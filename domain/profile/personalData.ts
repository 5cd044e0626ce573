import * as E from 'fp-ts/Either';
import { validateBirthDate } from '../validation/ages';
import { formatFormDate, formatIsoDate, parseDate, type CalendarDate } from '../validation/dates';
import type { FieldErrors } from '../validation/formValidation';
import { validateName } from '../validation/names';
import { firstError, maxLength, oneOf } from '../validation/rules';
import type { ValidationError } from '../validation/validationError';

/** The profile's sex (spec §3 Profile); the wire values, labelled in Russian on the page. */
export const SEXES = ['MALE', 'FEMALE'] as const;
export type Sex = (typeof SEXES)[number];
export const SEX_LABELS: Readonly<Record<Sex, string>> = { MALE: 'Мужской', FEMALE: 'Женский' };

/** The postal address is free text; the bound is ours (the spec gives none), a long Russian address fits. */
export const ADDRESS_MAX_LENGTH = 250;

/** The fields a customer edits on /profile/personal/ (spec §7 PUT /profiles/current). */
export type PersonalField = 'firstName' | 'lastName' | 'birthDate' | 'sex' | 'address';
export const PERSONAL_FIELDS: readonly PersonalField[] = ['firstName', 'lastName', 'birthDate', 'sex', 'address'];

/** The fields as typed: the birth date as dd.MM.yyyy (or yyyy-MM-dd), an empty string for «not given». */
export type PersonalInput = Readonly<Record<PersonalField, string>>;

/** Personal data as kept: names trimmed, the birth date in the wire format yyyy-MM-dd, null for «not given». */
export interface PersonalData {
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string | null;
  readonly sex: Sex | null;
  readonly address: string | null;
}

/** Whether a stored value is one of the sexes (spec §3 Profile). */
export function isSex(value: string | null | undefined): value is Sex {
  return (SEXES as readonly (string | null | undefined)[]).includes(value);
}

const errorOf = <A>(r: E.Either<ValidationError, A>): ValidationError | null => (E.isLeft(r) ? r.left : null);

/**
 * The rules of spec §5 for the personal-data form: first and last name required (letters, 2–22 and 2–50);
 * the birth date optional, but a real date from 01.01.1900 and at least 14 years before `today` (club member);
 * sex optional, one of the list; the address optional, at most ADDRESS_MAX_LENGTH characters.
 */
export function personalDataErrors(input: PersonalInput, today: CalendarDate): FieldErrors<PersonalField> {
  return {
    firstName: errorOf(validateName('firstName', input.firstName)),
    lastName: errorOf(validateName('lastName', input.lastName)),
    birthDate: input.birthDate.trim() === '' ? null : errorOf(validateBirthDate(input.birthDate, today, 'club')),
    sex: firstError(input.sex, [oneOf(SEXES)]),
    address: firstError(input.address, [maxLength(ADDRESS_MAX_LENGTH)]),
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The form's input as data to keep, or the field errors of spec §5 when a rule fails. */
export function parsePersonalData(input: PersonalInput, today: CalendarDate): E.Either<FieldErrors<PersonalField>, PersonalData> {
  const errors = personalDataErrors(input, today);
  if (Object.values(errors).some((e) => e != null)) return E.left(errors);
  // Validated above: a birth date that does not parse here was left empty.
  const birth = parseDate(input.birthDate);
  const sex = input.sex.trim();
  return E.right({
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    birthDate: E.isRight(birth) ? formatIsoDate(birth.right) : null,
    sex: isSex(sex) ? sex : null,
    address: orNull(input.address),
  });
}

/**
 * Whether the questionnaire («анкета», spec §6 'Не заполнена анкета') is filled in: names, birth date and sex
 * (the club needs the age for its rules and birthday offers); the address is optional.
 */
export function isProfileComplete(data: PersonalData): boolean {
  return data.firstName !== '' && data.lastName !== '' && data.birthDate !== null && data.sex !== null;
}

/** What the form shows for stored data: the birth date as day.month.year (spec §5 Other rules), '' for nothing. */
export function personalInput(stored: { readonly [K in PersonalField]: string | null }): PersonalInput {
  const birth = stored.birthDate === null ? null : parseDate(stored.birthDate);
  return {
    firstName: stored.firstName ?? '',
    lastName: stored.lastName ?? '',
    birthDate: birth && E.isRight(birth) ? formatFormDate(birth.right) : '',
    sex: isSex(stored.sex) ? stored.sex : '',
    address: stored.address ?? '',
  };
}
