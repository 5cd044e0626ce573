import * as E from 'fp-ts/Either';
import { validateEmail } from '../../domain/validation/email';
import {
  initialFormValidation,
  onFormEvent,
  visibleErrors,
  type FieldErrors,
  type FormEvent,
  type FormValidation,
} from '../../domain/validation/formValidation';
import { validationMessage } from '../../domain/validation/messages';
import { validateName } from '../../domain/validation/names';
import type { ValidationError } from '../../domain/validation/validationError';

export type RegistrationField = 'firstName' | 'lastName' | 'email';
type RegistrationValues = Readonly<Record<RegistrationField, string>>;

/** The registration step's form: values and passive-then-aggressive validation (spec §5). */
export interface RegistrationForm {
  readonly values: RegistrationValues;
  readonly validation: FormValidation<RegistrationField>;
}

export const emptyRegistration: RegistrationForm = { values: { firstName: '', lastName: '', email: '' }, validation: initialFormValidation() };

/** The §5 rules: first and last name required, e-mail optional but well-formed. */
function registrationErrors(values: RegistrationValues): FieldErrors<RegistrationField> {
  const error = (r: E.Either<ValidationError, string>) => (E.isLeft(r) ? r.left : null);
  return {
    firstName: error(validateName('firstName', values.firstName)),
    lastName: error(validateName('lastName', values.lastName)),
    email: error(validateEmail(values.email)),
  };
}

/** The form after an event on it, with a field's new value when given. */
export function registrationEvent(form: RegistrationForm, event: FormEvent, change?: { field: RegistrationField; value: string }): RegistrationForm {
  const values = change ? { ...form.values, [change.field]: change.value } : form.values;
  return { values, validation: onFormEvent(form.validation, event, registrationErrors(values)) };
}

/** The messages the UI shows per field. */
export function registrationMessages(form: RegistrationForm): Partial<Record<RegistrationField, string>> {
  const errors = visibleErrors(form.validation);
  const out: Partial<Record<RegistrationField, string>> = {};
  for (const field of ['firstName', 'lastName', 'email'] as const) {
    const error = errors[field];
    if (error) out[field] = validationMessage(error);
  }
  return out;
}
