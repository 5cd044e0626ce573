import * as E from 'fp-ts/Either';
import { agreementError } from '../../domain/pro/proProgramme';
import { calendarDateAt, type CalendarDate } from '../../domain/validation/dates';
import { noErrors, type FieldErrors } from '../../domain/validation/formValidation';
import type { ValidationError } from '../../domain/validation/validationError';
import type { AuthFailure } from '../auth/signInRules';
import { contactPhone, type ContactPhoneInput } from './contactPhone';
import type { PhoneContext } from './phoneContext';
import type { ProRepository } from './ProRepository';

// The steps every application to the programme (trainer, sportsman, individual sportsman) takes before its own.

/** The form read by its rules against today in Moscow (18+) and the consent; INVALID names every field that failed. */
export const readApplicationForm = <I, F extends string, P>(
  parse: (input: I, today: CalendarDate) => E.Either<FieldErrors<F>, P>,
  input: I & { readonly agreement: boolean },
  now: Date,
): E.Either<{ readonly _tag: 'INVALID'; readonly errors: FieldErrors<F> & { readonly agreement: ValidationError | null } }, P> => {
  const parsed = parse(input, calendarDateAt(now.getTime()));
  const agreement = agreementError(input.agreement);
  if (E.isLeft(parsed) || agreement) return E.left({ _tag: 'INVALID', errors: { ...(E.isLeft(parsed) ? parsed.left : noErrors<F>()), agreement } });
  return parsed;
};

/** The applicant's contact phone: the account's, or another confirmed by its SMS code (contactPhone). */
export const applicantPhone = async (
  pro: ProRepository,
  customerId: string,
  input: ContactPhoneInput,
  context: PhoneContext,
): Promise<E.Either<{ readonly _tag: 'NOT_AUTHORIZED' | 'PHONE_VERIFICATION_CODE_REQUIRED' } | AuthFailure, string>> => {
  const account = await pro.accountPhone(customerId);
  if (!account) return E.left({ _tag: 'NOT_AUTHORIZED' });
  return contactPhone(input, account, context.confirmPhone, { customerId, clientAddress: context.clientAddress, country: context.country });
};
