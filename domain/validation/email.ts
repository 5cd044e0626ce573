import * as E from 'fp-ts/Either';
import { invalid, type ValidationError } from './validationError';

// One @, a local part and a dotted domain with a letter TLD; no spaces (spec §5 Email).
const EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9а-яё]([A-Za-z0-9а-яё-]*[A-Za-z0-9а-яё])?\.)+[A-Za-zа-яё]{2,}$/i;

/** Whether text is an e-mail address (spec §5 Email). */
export function isEmail(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text.trim());
}

/** An e-mail field: empty allowed unless required, else must match the pattern (spec §5 Email). */
export function validateEmail(text: string, isRequired = false): E.Either<ValidationError, string> {
  const value = text.trim();
  if (value === '') return isRequired ? E.left(invalid('required')) : E.right(value);
  return isEmail(value) ? E.right(value) : E.left(invalid('email'));
}

/** An address as the shop keeps and compares it: no surrounding spaces, lower case (spec §5 equalsEmails). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
