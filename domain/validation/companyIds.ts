import * as E from 'fp-ts/Either';
import { invalid, type ValidationError } from './validationError';

/** Legal-entity identifier fields (spec §3 Legal entity, §5 Company ids). */
export type CompanyIdKind = 'tin' | 'bic' | 'iec' | 'paymentAccount' | 'correspondentAccount' | 'ogrn';

/** Allowed digit counts of each identifier; bic may also be empty (spec §5 Messages tin, Company ids). */
export const COMPANY_ID_DIGITS: Readonly<Record<CompanyIdKind, readonly number[]>> = {
  tin: [10, 12],
  bic: [9],
  iec: [9],
  paymentAccount: [20],
  correspondentAccount: [20],
  ogrn: [13, 15],
};

/** Validates a legal-entity id: only digits, one of the allowed lengths; tin has its own message, only bic may be empty (spec §5). */
export function validateCompanyId(kind: CompanyIdKind, value: string): E.Either<ValidationError, string> {
  const digits = value.trim();
  if (digits === '') return kind === 'bic' ? E.right(digits) : E.left(invalid('required'));
  const fits = /^\d+$/.test(digits) && COMPANY_ID_DIGITS[kind].includes(digits.length);
  return fits ? E.right(digits) : E.left(invalid(kind === 'tin' ? 'tin' : 'format'));
}
