import { BehaviorSubject, type Observable } from 'rxjs';
import {
  initialFormValidation,
  isValid,
  onFormEvent,
  visibleErrors,
  type FieldErrors,
  type FormEvent,
  type FormValidation,
} from '../../domain/validation/formValidation';
import { newsletterErrors, newsletterRequest } from '../../domain/validation/newsletter';
import { newsletterTransition, type NewsletterEvent, type NewsletterStatus } from '../../domain/validation/newsletterForm';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/genericMessages';
import * as E from 'fp-ts/Either';

type Field = 'email' | 'consent';

/** What the form needs from the server. */
export interface NewsletterApi {
  readonly subscribe: (
    request: ReturnType<typeof newsletterRequest>,
  ) => Promise<E.Either<{ readonly message: string }, { readonly userMessage: string | null }>>;
}

export interface NewsletterState {
  readonly email: string;
  readonly consent: boolean;
  readonly form: FormValidation<Field>;
  readonly status: NewsletterStatus;
}

export interface NewsletterViewModel {
  readonly state$: Observable<NewsletterState>;
  readonly current: () => NewsletterState;
  readonly setEmail: (email: string) => void;
  readonly setConsent: (consent: boolean) => void;
  readonly blur: () => void;
  /** Focusing the e-mail clears a server error (spec §4 Newsletter form). */
  readonly focusEmail: () => void;
  readonly submit: () => Promise<void>;
}

/** The errors to show now: none before the first submit, all after (spec §5 passive then aggressive). */
export const shownErrors = (state: NewsletterState): FieldErrors<Field> => visibleErrors(state.form);

/** The footer newsletter form: idle → submitting → thank-you or error (spec §4 Newsletter form). */
export function createNewsletterViewModel(api: NewsletterApi, isLoggedIn: boolean): NewsletterViewModel {
  const state = new BehaviorSubject<NewsletterState>({ email: '', consent: false, form: initialFormValidation<Field>(), status: { _tag: 'idle' } });
  const patch = (p: Partial<NewsletterState>) => state.next({ ...state.value, ...p });
  const validate = (event: FormEvent, next: Partial<NewsletterState> = {}) => {
    const s = { ...state.value, ...next };
    patch({ ...next, form: onFormEvent(s.form, event, newsletterErrors({ email: s.email, consent: s.consent }, isLoggedIn)) });
  };
  const move = (event: NewsletterEvent) => patch({ status: newsletterTransition(state.value.status, event) });

  return {
    state$: state.asObservable(),
    current: () => state.value,
    setEmail: (email) => validate('input', { email }),
    setConsent: (consent) => validate('change', { consent }),
    blur: () => validate('blur'),
    focusEmail: () => move({ _tag: 'emailFocused' }),
    submit: async () => {
      validate('submit');
      if (!isValid(state.value.form.errors) || state.value.status._tag === 'submitting') return;
      move({ _tag: 'submit' });
      const answer = await api
        .subscribe(newsletterRequest(state.value.email))
        .catch(() => ({ _tag: 'Left' as const, left: { message: GENERIC_ERROR_MESSAGE } }));
      if (E.isRight(answer)) move(answer.right.userMessage ? { _tag: 'succeeded', userMessage: answer.right.userMessage } : { _tag: 'succeeded' });
      else move({ _tag: 'failed', message: answer.left.message });
    },
  };
}
