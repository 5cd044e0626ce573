import type { ValidationError } from './validationError';

/** Errors per field; null or absent means the field is valid (spec §5). */
export type FieldErrors<F extends string> = Readonly<Partial<Record<F, ValidationError | null>>>;

/** No errors at all (spec §5). */
export function noErrors<F extends string>(): FieldErrors<F> {
  return {} as FieldErrors<F>;
}

/** How eagerly a form validates: passive before the first submit, aggressive after (spec §4 Newsletter form, §5). */
export type ValidationMode = 'passive' | 'aggressive';

/** A form's validation state: whether it was ever submitted and the current errors (spec §4, §5). */
export interface FormValidation<F extends string> {
  readonly submitted: boolean;
  readonly errors: FieldErrors<F>;
}

/** Events a field or form sends (spec §4 Newsletter form). */
export type FormEvent = 'input' | 'change' | 'blur' | 'submit';

/** A fresh form: never submitted, no errors (spec §5). */
export function initialFormValidation<F extends string>(): FormValidation<F> {
  return { submitted: false, errors: noErrors<F>() };
}

/** The mode a form is in (spec §5: passive before first submit, aggressive after). */
export function validationMode(form: FormValidation<string>): ValidationMode {
  return form.submitted ? 'aggressive' : 'passive';
}

/** Whether an event should re-run validation: passive only on submit, aggressive on every event (spec §5). */
function validatesOn(mode: ValidationMode, event: FormEvent): boolean {
  return mode === 'aggressive' || event === 'submit';
}

/** Applies freshly computed errors after an event: kept only when the mode validates on it; submit switches to aggressive (spec §5). */
export function onFormEvent<F extends string>(form: FormValidation<F>, event: FormEvent, errors: FieldErrors<F>): FormValidation<F> {
  const submitted = form.submitted || event === 'submit';
  return validatesOn(validationMode(form), event) || submitted !== form.submitted ? { submitted, errors } : form;
}

/** The errors the UI shows: none while passive, all current ones once aggressive (spec §5). */
export function visibleErrors<F extends string>(form: FormValidation<F>): FieldErrors<F> {
  return form.submitted ? form.errors : noErrors<F>();
}

/** Whether the form may be sent: no field has an error (spec §5). */
export function isValid<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.values(errors).every((e) => e == null);
}
