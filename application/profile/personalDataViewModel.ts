import { BehaviorSubject, type Observable } from 'rxjs';
import * as E from 'fp-ts/Either';
import {
  parsePersonalData,
  personalDataErrors,
  personalInput,
  PERSONAL_FIELDS,
  type PersonalField,
  type PersonalInput,
} from '../../domain/profile/personalData';
import type { CalendarDate } from '../../domain/validation/dates';
import { initialFormValidation, isValid, onFormEvent, visibleErrors, type FormEvent, type FormValidation } from '../../domain/validation/formValidation';
import { validationMessage } from '../../domain/validation/messages';
import type { PersonalDataApi } from './PersonalDataApi';

type PersonalDataStatus =
  | { readonly _tag: 'idle' }
  | { readonly _tag: 'saving' }
  | { readonly _tag: 'saved' }
  | { readonly _tag: 'failed'; readonly message: string };

export interface PersonalDataState {
  readonly values: PersonalInput;
  readonly form: FormValidation<PersonalField>;
  /** Messages the server gave per field, shown until the field is edited. */
  readonly serverErrors: Partial<Record<PersonalField, string>>;
  readonly status: PersonalDataStatus;
}

export interface PersonalDataViewModel {
  readonly state$: Observable<PersonalDataState>;
  readonly current: () => PersonalDataState;
  readonly set: (field: PersonalField, value: string) => void;
  readonly blur: () => void;
  /** Validates and saves; true when saved. */
  readonly submit: () => Promise<boolean>;
}

/** The message under each field: the rule's once the form was submitted (passive, then aggressive — spec §4, §5), else the server's. */
export function personalDataMessages(s: PersonalDataState): Partial<Record<PersonalField, string>> {
  const errors = visibleErrors(s.form);
  const out: Partial<Record<PersonalField, string>> = {};
  for (const field of PERSONAL_FIELDS) {
    const error = errors[field];
    const message = error ? validationMessage(error) : s.serverErrors[field];
    if (message) out[field] = message;
  }
  return out;
}

/**
 * The /profile/personal/ form: validated like the newsletter form (passive before the first submit,
 * aggressive after), one save at a time, the server's field errors shown at their fields.
 */
export function createPersonalDataViewModel(api: Pick<PersonalDataApi, 'save'>, initial: PersonalInput, today: () => CalendarDate): PersonalDataViewModel {
  const state = new BehaviorSubject<PersonalDataState>({ values: initial, form: initialFormValidation(), serverErrors: {}, status: { _tag: 'idle' } });
  const validate = (event: FormEvent, next: Partial<PersonalDataState> = {}) => {
    const s = { ...state.value, ...next };
    state.next({ ...s, form: onFormEvent(s.form, event, personalDataErrors(s.values, today())) });
  };
  return {
    state$: state.asObservable(),
    current: () => state.value,
    set: (field, value) => {
      const s = state.value;
      const { [field]: _edited, ...serverErrors } = s.serverErrors;
      // An edit makes a saved form unsaved again; a save under way keeps its status.
      validate('input', { values: { ...s.values, [field]: value }, serverErrors, status: s.status._tag === 'saving' ? s.status : { _tag: 'idle' } });
    },
    blur: () => validate('blur'),
    submit: async () => {
      if (state.value.status._tag === 'saving') return false;
      validate('submit');
      const s = state.value;
      const data = parsePersonalData(s.values, today());
      if (!isValid(s.form.errors) || E.isLeft(data)) return false;
      state.next({ ...s, serverErrors: {}, status: { _tag: 'saving' } });
      const answer = await api.save(data.right);
      if (E.isRight(answer)) {
        state.next({ ...state.value, values: personalInput(answer.right), status: { _tag: 'saved' } });
        return true;
      }
      const { fields, message } = answer.left;
      state.next({
        ...state.value,
        serverErrors: fields ?? {},
        status: fields && Object.keys(fields).length > 0 ? { _tag: 'idle' } : { _tag: 'failed', message },
      });
      return false;
    },
  };
}
