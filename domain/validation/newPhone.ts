import * as E from 'fp-ts/Either';
import type { CountryCode } from '../country/country';
import { parsePhone, samePhone, type Phone } from '../phone/phone';
import { invalid, type ValidationError } from './validationError';

/** A new phone must be given, match its mask and differ from the current one (spec §5 Email/phone, equalsPhones). */
export function validateNewPhone(text: string, country: CountryCode, current: Phone | null | undefined): E.Either<ValidationError, Phone> {
  if (text.trim() === '') return E.left(invalid('required'));
  return E.flatMap(parsePhone(text, country), (phone) =>
    current && samePhone(phone, current) ? E.left(invalid('equalsPhones')) : E.right(phone));
}
