import type * as E from 'fp-ts/Either';
import { check, maxLength, minLength, noDiscord, pattern, required, type Rule } from './rules';
import type { ValidationError } from './validationError';

/** Which name field: sets the allowed length (spec §5 Lengths). */
export type NameKind = 'firstName' | 'middleName' | 'lastName' | 'fullName' | 'contactName';

/** Length bounds of each name field (spec §5 Lengths). */
export const NAME_LENGTHS: Readonly<Record<NameKind, { readonly min: number; readonly max: number }>> = {
  firstName: { min: 2, max: 22 },
  middleName: { min: 2, max: 50 },
  lastName: { min: 2, max: 50 },
  fullName: { min: 2, max: 124 },
  contactName: { min: 2, max: 124 },
};

/** Latin, Cyrillic and the extra Kazakh, Belarusian and Ukrainian letters (spec §5 Allowed characters). */
const NAME_LETTERS = 'A-Za-zА-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІіЎўЄєЇїҐґ';
const NAME_PATTERN = new RegExp(`^[${NAME_LETTERS}\\s'’-]*$`);

/** Only letters, spaces, hyphens and apostrophes (spec §5 Allowed characters). */
const nameCharacters: Rule = pattern(NAME_PATTERN, 'format');

/** Validates a name field: allowed characters, no odd separator combinations, length for its kind; optional names may be empty (spec §5). */
export function validateName(kind: NameKind, value: string, isRequired = true): E.Either<ValidationError, string> {
  const { min, max } = NAME_LENGTHS[kind];
  const rules: Rule[] = [nameCharacters, noDiscord, minLength(min), maxLength(max)];
  return check(value, isRequired ? [required, ...rules] : rules);
}
