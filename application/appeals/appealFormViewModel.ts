import { BehaviorSubject, type Observable } from 'rxjs';
import * as E from 'fp-ts/Either';
import { validateAppeal, type AppealDraft, type AppealField } from '../../domain/appeals/appeals';
import { initialFormValidation, onFormEvent, visibleErrors, type FormEvent, type FormValidation } from '../../domain/validation/formValidation';
import { validationMessage } from '../../domain/validation/messages';
import { APPEAL_FILE_LIMITS } from '../../domain/appeals/appealFiles';
import type { ChosenFile } from '../reviews/reviewsApi';
import type { AppealsApi, AttachedFile } from './AppealsApi';

type AppealFormStatus =
  | { readonly _tag: 'idle' }
  | { readonly _tag: 'sending' }
  | { readonly _tag: 'sent'; readonly appealNumber: string }
  | { readonly _tag: 'failed'; readonly message: string };

export interface AppealFormState {
  readonly values: AppealDraft;
  readonly form: FormValidation<AppealField>;
  readonly status: AppealFormStatus;
  /** Files uploaded for this appeal, at most APPEAL_FILE_LIMITS.perAppeal. */
  readonly files: readonly AttachedFile[];
  readonly uploading: boolean;
  /** Why the last file was refused. */
  readonly fileError: string | null;
}

export interface AppealFormViewModel {
  readonly state$: Observable<AppealFormState>;
  readonly current: () => AppealFormState;
  readonly set: (field: AppealField, value: string) => void;
  readonly blur: () => void;
  /** Uploads a file at once, one at a time; refused ones leave a message. */
  readonly attach: (file: ChosenFile) => Promise<void>;
  /** Takes an uploaded file off the appeal (it stays unattached on the server). */
  readonly detach: (fileId: string) => void;
  /** Validates and sends; the appeal's number when it was taken. */
  readonly submit: () => Promise<string | null>;
}

const EMPTY: AppealDraft = { type: '', orderNumber: '', storeNumber: '', text: '', email: '' };

const errorsOf = (values: AppealDraft) => {
  const checked = validateAppeal(values);
  return E.isLeft(checked) ? checked.left : {};
};

/** The message under each field once the form was submitted (passive, then aggressive — spec §4, §5). */
export function appealFormMessages(s: AppealFormState): Partial<Record<AppealField, string>> {
  return Object.fromEntries(Object.entries(visibleErrors(s.form)).flatMap(([field, error]) => (error ? [[field, validationMessage(error)]] : [])));
}

/**
 * The new-appeal form of /profile/appeals/ (spec §7 POST /feedback/appeals): validated by the domain's
 * rules, one send at a time; a sent appeal empties the form, keeping the e-mail for the next one.
 */
export function createAppealFormViewModel(api: AppealsApi, initial: Partial<AppealDraft> = {}): AppealFormViewModel {
  const fresh = { form: initialFormValidation<AppealField>(), files: [], uploading: false, fileError: null };
  const state = new BehaviorSubject<AppealFormState>({ ...fresh, values: { ...EMPTY, ...initial }, status: { _tag: 'idle' } });
  const validate = (event: FormEvent, next: Partial<AppealFormState> = {}) => {
    const s = { ...state.value, ...next };
    state.next({ ...s, form: onFormEvent(s.form, event, errorsOf(s.values)) });
  };
  return {
    state$: state.asObservable(),
    current: () => state.value,
    set: (field, value) => {
      const s = state.value;
      validate('input', { values: { ...s.values, [field]: value }, status: s.status._tag === 'sending' ? s.status : { _tag: 'idle' } });
    },
    blur: () => validate('blur'),
    attach: async (file) => {
      const s = state.value;
      if (s.uploading || s.files.length >= APPEAL_FILE_LIMITS.perAppeal) return;
      state.next({ ...s, uploading: true, fileError: null });
      const answer = await api.upload(file);
      const now = state.value;
      state.next(
        E.isRight(answer) ? { ...now, uploading: false, files: [...now.files, answer.right] } : { ...now, uploading: false, fileError: answer.left.message },
      );
    },
    detach: (fileId) => state.next({ ...state.value, files: state.value.files.filter((f) => f.fileId !== fileId), fileError: null }),
    submit: async () => {
      if (state.value.status._tag === 'sending' || state.value.uploading) return null;
      validate('submit');
      const checked = validateAppeal(state.value.values);
      if (E.isLeft(checked)) return null;
      state.next({ ...state.value, status: { _tag: 'sending' } });
      const answer = await api.post(
        state.value.values,
        state.value.files.map((f) => f.fileId),
      );
      if (E.isLeft(answer)) {
        state.next({ ...state.value, status: { _tag: 'failed', message: answer.left.message } });
        return null;
      }
      state.next({ ...fresh, values: { ...EMPTY, email: state.value.values.email }, status: { _tag: 'sent', appealNumber: answer.right.appealNumber } });
      return answer.right.appealNumber;
    },
  };
}
