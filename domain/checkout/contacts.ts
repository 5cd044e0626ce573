import * as E from 'fp-ts/Either';
import { DEFAULT_COUNTRY, type CountryCode } from '../country/country';
import { parsePhone, requiredPhone } from '../phone/phone';
import { validateEmail } from '../validation/email';
import type { FieldErrors } from '../validation/formValidation';
import { validateName } from '../validation/names';
import type { ValidationError } from '../validation/validationError';
import type { ContactRole } from './cartPage';
import type { CheckoutState, ContactPerson } from './checkoutState';

/** The fields of a contact person's form (spec §3 Cart contactUser). */
export type ContactField = 'firstName' | 'lastName' | 'phone' | 'email';

/** A contact person as typed into the form. */
export type ContactInput = Readonly<Record<ContactField, string>>;

const errorOf = <A>(result: E.Either<ValidationError, A>): ValidationError | null => (E.isLeft(result) ? result.left : null);

/**
 * Field errors of a contact person (spec §5 names, email, Phone formats): names required with their
 * lengths; the phone required and of the market's mask; the e-mail required for the owner (the order
 * confirmation goes there — our choice) and optional for a receiver. The phone is of the shopper's
 * market (the country of their location), +7 by default.
 */
export function contactErrors(input: ContactInput, role: ContactRole, country: CountryCode = DEFAULT_COUNTRY): FieldErrors<ContactField> {
  return {
    firstName: errorOf(validateName('firstName', input.firstName)),
    lastName: errorOf(validateName('lastName', input.lastName)),
    phone: errorOf(requiredPhone(input.phone, country)),
    email: errorOf(validateEmail(input.email, role === 'OWNER')),
  };
}

/** A valid contact person with the phone in E.164 and names trimmed, or the field errors (spec §5). */
export function contactPerson(
  input: ContactInput,
  role: ContactRole,
  country: CountryCode = DEFAULT_COUNTRY,
): E.Either<FieldErrors<ContactField>, ContactPerson> {
  const errors = contactErrors(input, role, country);
  const phone = parsePhone(input.phone, country);
  if (Object.values(errors).some((e) => e != null) || E.isLeft(phone)) return E.left(errors);
  const email = input.email.trim();
  return E.right({ firstName: input.firstName.trim(), lastName: input.lastName.trim(), phone: phone.right.e164, ...(email ? { email } : {}) });
}

/** Who receives the order: RECEIVER when someone else was named, else OWNER (spec §3 Cart contactUser.contactUserType). */
export function contactUserType(checkout: CheckoutState): ContactRole {
  return checkout.receiver ? 'RECEIVER' : 'OWNER';
}

/**
 * Whether a pickup point is a Russian Post office, where the parcel is given out against a passport
 * (spec §5 passport-name hint, §9 "post-office pickup recognised by a store type name"). Our points
 * have no store type, so the rule reads the point's name: it names «Почта России».
 */
export function isPostOfficePoint(pointName: string): boolean {
  return /почта\s+россии/i.test(pointName);
}
