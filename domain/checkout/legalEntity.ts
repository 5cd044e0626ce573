import * as E from 'fp-ts/Either';
import { validateCompanyId, type CompanyIdKind } from '../validation/companyIds';
import type { FieldErrors } from '../validation/formValidation';
import { maxLength, check, required } from '../validation/rules';
import type { ValidationError } from '../validation/validationError';
import { legalEntityRequest } from './cartPage';
import type { LegalEntityDetails } from './checkoutState';

/** The legal-entity form's fields (spec §3 Legal entity, Cart legalEntityInfo). */
export type LegalEntityField = CompanyIdKind | 'name' | 'accountant' | 'ceo';

/** The legal-entity form as typed. */
export type LegalEntityInput = Readonly<Record<LegalEntityField, string>>;

const COMPANY_IDS: readonly CompanyIdKind[] = ['tin', 'bic', 'iec', 'paymentAccount', 'correspondentAccount', 'ogrn'];
/** Longest company or person name kept (spec §5 Lengths: full name up to 124). */
const NAME_MAX = 124;

const errorOf = <A>(result: E.Either<ValidationError, A>): ValidationError | null => (E.isLeft(result) ? result.left : null);

/** Field errors of the company details: the name required, ids by spec §5 Company ids (tin with its own message). */
export function legalEntityErrors(input: LegalEntityInput): FieldErrors<LegalEntityField> {
  const ids = Object.fromEntries(COMPANY_IDS.map((kind) => [kind, errorOf(validateCompanyId(kind, input[kind]))]));
  return {
    ...ids,
    name: errorOf(check(input.name, [required, maxLength(NAME_MAX)])),
    accountant: errorOf(maxLength(NAME_MAX)(input.accountant)),
    ceo: errorOf(maxLength(NAME_MAX)(input.ceo)),
  };
}

/** Valid company details, accountant and ceo only when present (spec §5 Cart), or the field errors. */
export function legalEntityDetails(input: LegalEntityInput): E.Either<FieldErrors<LegalEntityField>, LegalEntityDetails> {
  const errors = legalEntityErrors(input);
  if (Object.values(errors).some((e) => e != null)) return E.left(errors);
  const ids = Object.fromEntries(COMPANY_IDS.map((kind) => [kind, input[kind].trim()])) as Record<CompanyIdKind, string>;
  const people = legalEntityRequest({ accountant: input.accountant.trim(), ceo: input.ceo.trim() });
  return E.right({
    name: input.name.trim(),
    ...ids,
    ...(people.accountant ? { accountant: people.accountant } : {}),
    ...(people.ceo ? { ceo: people.ceo } : {}),
  });
}
