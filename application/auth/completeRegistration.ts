import * as E from 'fp-ts/Either';
import { validateName } from '../../domain/validation/names';
import { validateEmail } from '../../domain/validation/email';
import type { Customer, CustomerRepository, RegistrationDetails } from './CustomerRepository';

export type RegistrationFailure = { readonly _tag: 'NOT_AUTHORIZED' } | { readonly _tag: 'INCORRECT_REQUEST' };

/** Saves the registration details of a new account (spec §7 POST /profiles), checked with the §5 rules. */
export const completeRegistration =
  (deps: { readonly customers: CustomerRepository }) =>
  async (customerId: string | null, details: RegistrationDetails): Promise<E.Either<RegistrationFailure, Customer>> => {
    if (!customerId) return E.left({ _tag: 'NOT_AUTHORIZED' });
    const valid =
      E.isRight(validateName('firstName', details.firstName)) &&
      E.isRight(validateName('lastName', details.lastName)) &&
      E.isRight(validateEmail(details.email ?? ''));
    if (!valid) return E.left({ _tag: 'INCORRECT_REQUEST' });
    const email = details.email?.trim() || null;
    const saved = await deps.customers.saveRegistration(customerId, { firstName: details.firstName.trim(), lastName: details.lastName.trim(), email });
    return saved ? E.right(saved) : E.left({ _tag: 'NOT_AUTHORIZED' });
  };
