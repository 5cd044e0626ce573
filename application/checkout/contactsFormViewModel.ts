import { BehaviorSubject, type Observable } from 'rxjs';
import * as E from 'fp-ts/Either';
import { contactErrors, type ContactField, type ContactInput } from '../../domain/checkout/contacts';
import { DEFAULT_COUNTRY, type CountryCode } from '../../domain/country/country';
import type { ContactPerson } from '../../domain/checkout/checkoutState';
import { errorMessage } from '../../domain/errors';
import {
  initialFormValidation,
  isValid,
  onFormEvent,
  visibleErrors,
  type FieldErrors,
  type FormEvent,
  type FormValidation,
} from '../../domain/validation/formValidation';
import type { CheckoutApi } from './CheckoutApi';

/** A field of the contacts step: `owner.phone`, `receiver.firstName`, … */
export type ContactsField = `${'owner' | 'receiver'}.${ContactField}`;

type ContactsStatus =
  | { readonly _tag: 'idle' }
  | { readonly _tag: 'saving' }
  | { readonly _tag: 'saved' }
  | { readonly _tag: 'failed'; readonly message: string };

export interface ContactsState {
  readonly owner: ContactInput;
  /** «Получать будет другой человек». */
  readonly hasReceiver: boolean;
  readonly receiver: ContactInput;
  readonly form: FormValidation<ContactsField>;
  readonly status: ContactsStatus;
}

export interface ContactsFormViewModel {
  readonly state$: Observable<ContactsState>;
  readonly current: () => ContactsState;
  readonly set: (role: 'owner' | 'receiver', field: ContactField, value: string) => void;
  readonly setHasReceiver: (on: boolean) => void;
  readonly blur: () => void;
  /** Validates and saves with PUT /cart/receiver; true when saved. */
  readonly submit: () => Promise<boolean>;
}

const EMPTY: ContactInput = { firstName: '', lastName: '', phone: '', email: '' };

/** The form's values from a stored person. */
export function contactInput(person: ContactPerson | null | undefined): ContactInput {
  return person ? { firstName: person.firstName, lastName: person.lastName, phone: person.phone, email: person.email ?? '' } : EMPTY;
}

const prefixed = (role: 'owner' | 'receiver', errors: FieldErrors<ContactField>): FieldErrors<ContactsField> =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${role}.${k}`, v]));

/** Errors of the whole step: the owner's, and the receiver's when someone else receives; phones of the shopper's country (spec §5). */
function contactsErrors(s: Pick<ContactsState, 'owner' | 'hasReceiver' | 'receiver'>, country: CountryCode = DEFAULT_COUNTRY): FieldErrors<ContactsField> {
  return {
    ...prefixed('owner', contactErrors(s.owner, 'OWNER', country)),
    ...(s.hasReceiver ? prefixed('receiver', contactErrors(s.receiver, 'RECEIVER', country)) : {}),
  };
}

/** The errors to show: none before the first submit, all after (spec §5 passive, then aggressive). */
export const shownContactsErrors = (s: ContactsState) => visibleErrors(s.form);

const body = (c: ContactInput) => ({
  firstName: c.firstName.trim(),
  lastName: c.lastName.trim(),
  phone: c.phone.trim(),
  ...(c.email.trim() ? { email: c.email.trim() } : {}),
});

/**
 * Checkout step 2 (spec §2): the owner (prefilled) and, when someone else receives, the receiver;
 * validated passively before the first submit and aggressively after, like the newsletter form.
 */
export function createContactsFormViewModel<C>(
  api: Pick<CheckoutApi<C>, 'saveContacts'>,
  initial: { readonly owner: ContactInput; readonly receiver: ContactInput | null },
  on: {
    readonly saved: (cart: C) => void;
    /** INVALID_EMAIL: a persistent notification with the server's text (spec §8). */
    readonly blockedEmail: (message: string) => void;
  },
  /** The country of the shopper's location: phones are checked in its format, as the server checks them. */
  country: CountryCode = DEFAULT_COUNTRY,
): ContactsFormViewModel {
  const state = new BehaviorSubject<ContactsState>({
    owner: initial.owner,
    hasReceiver: initial.receiver !== null,
    receiver: initial.receiver ?? EMPTY,
    form: initialFormValidation<ContactsField>(),
    status: { _tag: 'idle' },
  });
  const validate = (event: FormEvent, next: Partial<ContactsState> = {}) => {
    const s = { ...state.value, ...next };
    state.next({ ...s, form: onFormEvent(s.form, event, contactsErrors(s, country)) });
  };
  // An edit makes the form unsaved again.
  const afterEdit = (): ContactsStatus => (state.value.status._tag === 'saving' ? state.value.status : { _tag: 'idle' });

  return {
    state$: state.asObservable(),
    current: () => state.value,
    set: (role, field, value) => validate('input', { [role]: { ...state.value[role], [field]: value }, status: afterEdit() }),
    setHasReceiver: (on) => validate('change', { hasReceiver: on, status: afterEdit() }),
    blur: () => validate('blur'),
    submit: async () => {
      validate('submit');
      const s = state.value;
      if (!isValid(s.form.errors) || s.status._tag === 'saving') return false;
      state.next({ ...s, status: { _tag: 'saving' } });
      const answer = await api.saveContacts({ owner: body(s.owner), receiver: s.hasReceiver ? body(s.receiver) : null });
      if (E.isRight(answer)) {
        state.next({ ...state.value, status: { _tag: 'saved' } });
        on.saved(answer.right);
        return true;
      }
      const f = answer.left;
      if (f.reason === 'INVALID_EMAIL') {
        state.next({ ...state.value, status: { _tag: 'idle' } });
        on.blockedEmail(errorMessage('INVALID_EMAIL', f.message));
      } else state.next({ ...state.value, status: { _tag: 'failed', message: f.message } });
      return false;
    },
  };
}
