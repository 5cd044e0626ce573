import * as E from 'fp-ts/Either';
import { invalid, type ValidationError } from './validationError';

/** An option picked from an autocomplete list (spec §5 Autocomplete). */
export interface PickedOption {
  readonly id?: string | number | null;
  readonly label: string;
}

/** The typed value must equal the selected option, and that option must have an id (spec §5 Autocomplete). */
export function validateAutocomplete(text: string, selected: PickedOption | null | undefined): E.Either<ValidationError, PickedOption> {
  if (text.trim() === '') return E.left(invalid('required'));
  const ok = selected != null && selected.id != null && selected.id !== '' && selected.label === text;
  return ok ? E.right(selected) : E.left(invalid('autocomplete'));
}
