import * as E from 'fp-ts/Either';
import { BehaviorSubject, map, take, timer, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import { DEFAULT_COUNTRY, type CountryCode } from '../../domain/country/country';
import { authErrorMessage, isReasonCode } from '../../domain/errors';
import { parsePhone } from '../../domain/phone/phone';
import { phoneInputValue, typedPhoneCountry } from '../../domain/phone/phoneInput';
import { codeCells } from '../../domain/validation/codeInput';
import { NO_FLASH, type FlashNotices } from '../shell/FlashNotices';
import { validationMessage } from '../../domain/validation/messages';
import { isValid } from '../../domain/validation/formValidation';
import { registrationEvent, type RegistrationField } from './registrationForm';
import { CLOSED_SIGN_IN, type SignInState } from './signInState';

/** A failed call as the browser's API client reports it. */
export interface AuthApiFailure {
  readonly reason: string;
  readonly message: string;
}
type Answer<A> = Promise<E.Either<AuthApiFailure, A>>;

/** What the sign-in dialog needs from the server (spec §7 Auth). */
export interface AuthApi {
  readonly requestCode: (phone: string, additional: boolean, token?: string) => Answer<{ readonly resendAfterSeconds: number; readonly codeLength: number }>;
  /** A captcha token for a retry after NEED_CAPTCHA (the development captcha; SmartCaptcha's widget next). */
  readonly captchaToken?: () => Answer<string>;
  readonly exchange: (
    phone: string,
    code: string,
  ) => Answer<{ readonly step: 'AUTHORIZATION' | 'REGISTRATION' | 'ENRICHMENT'; readonly notices?: readonly string[] }>;
  readonly register: (values: { firstName: string; lastName: string; email: string | null }) => Answer<unknown>;
  readonly logout: () => Answer<unknown>;
}

/** Seconds left, once a second from n down to 0, on the given scheduler (virtual time in tests). */
export const resendCountdown = (seconds: number, scheduler: SchedulerLike): Observable<number> =>
  timer(0, 1000, scheduler).pipe(
    take(seconds + 1),
    map((i) => seconds - i),
  );

const messageOf = (failure: AuthApiFailure) => (isReasonCode(failure.reason) ? authErrorMessage(failure.reason) : failure.message);

/**
 * The authentication dialog «Вход или регистрация» (spec §2 Header, §4 Auth): phone, then the code,
 * then registration details for a new account. A finished sign-in reloads the page, and what the visitor's
 * cart could not bring is kept to be told there. The phone's
 * country starts as the country of the shopper's location (+7 when unknown).
 */
export function createSignInViewModel(
  api: AuthApi,
  scheduler: SchedulerLike,
  reload: () => void,
  defaultCountry: () => CountryCode = () => DEFAULT_COUNTRY,
  flash: Pick<FlashNotices, 'keep'> = NO_FLASH,
) {
  const state = new BehaviorSubject<SignInState>(CLOSED_SIGN_IN);
  const patch = (p: Partial<SignInState>) => state.next({ ...state.value, ...p });
  let countdown: Subscription | undefined;

  const startCountdown = (seconds: number) => {
    countdown?.unsubscribe();
    patch({ resendIn: seconds });
    countdown = resendCountdown(seconds, scheduler).subscribe((resendIn) => patch({ resendIn }));
  };
  const sendCode = async (phone: string, additional: boolean, token?: string) => {
    patch({ pending: true, error: null, captcha: null });
    const sent = await api.requestCode(phone, additional, ...(token === undefined ? [] : [token]));
    if (E.isLeft(sent))
      return patch({ pending: false, error: messageOf(sent.left), captcha: sent.left.reason === 'NEED_CAPTCHA' ? { phone, additional } : null });
    patch({ pending: false, step: 'code', phone, code: [], codeLength: sent.right.codeLength });
    startCountdown(sent.right.resendAfterSeconds);
  };
  const submitCode = async (code: string) => {
    const phone = state.value.phone;
    if (!phone || state.value.pending) return;
    patch({ pending: true, error: null });
    const answer = await api.exchange(phone, code);
    if (E.isLeft(answer)) return patch({ pending: false, error: messageOf(answer.left), code: [] });
    // Told on the page the reload brings, after registration if the account is new (issue 14).
    flash.keep(answer.right.notices ?? []);
    if (answer.right.step === 'REGISTRATION') return patch({ pending: false, step: 'registration' });
    reload();
  };

  return {
    state$: state.asObservable(),
    current: () => state.value,
    open: () => patch({ ...CLOSED_SIGN_IN, open: true, country: defaultCountry() }),
    /** Opens the dialog at step 3, after an external sign-in made a new account (spec §4 Auth). */
    openRegistration: () => patch({ ...CLOSED_SIGN_IN, open: true, step: 'registration', country: defaultCountry() }),
    close: () => {
      countdown?.unsubscribe();
      // A new account leaving registration is still signed in: the page must show it.
      if (state.value.step === 'registration') reload();
      patch({ open: false });
    },
    setCountry: (country: CountryCode) => patch({ country, phoneInput: '', phoneError: null }),
    typePhone: (raw: string) => {
      const phoneInput = phoneInputValue(raw, state.value.country);
      // A typed "+<code>" picks the country list's entry too, so the field and the list agree.
      patch({ phoneInput, country: typedPhoneCountry(phoneInput, state.value.country) ?? state.value.country, phoneError: null, captcha: null });
    },
    submitPhone: async () => {
      const parsed = parsePhone(state.value.phoneInput, state.value.country);
      if (E.isLeft(parsed)) return patch({ phoneError: validationMessage(parsed.left) });
      await sendCode(parsed.right.e164, false);
    },
    /** Typed or pasted digits; a full code is sent at once. */
    setCode: async (typed: string) => {
      const code = codeCells(typed, state.value.codeLength);
      patch({ code, error: null });
      if (code.length === state.value.codeLength) await submitCode(code.join(''));
    },
    resend: async () => {
      if (state.value.phone && state.value.resendIn === 0 && !state.value.pending) await sendCode(state.value.phone, true);
    },
    /** «Я не робот»: gets a captcha token and asks for the code again with it. */
    passCaptcha: async () => {
      const asked = state.value.captcha;
      if (!asked || !api.captchaToken || state.value.pending) return;
      patch({ pending: true, error: null });
      const token = await api.captchaToken();
      if (E.isLeft(token)) return patch({ pending: false, error: messageOf(token.left) });
      await sendCode(asked.phone, asked.additional, token.right);
    },
    changePhone: () => {
      countdown?.unsubscribe();
      patch({ step: 'phone', code: [], error: null, resendIn: 0, captcha: null });
    },
    editRegistration: (field: RegistrationField, value: string) =>
      patch({ registration: registrationEvent(state.value.registration, 'input', { field, value }) }),
    blurRegistration: () => patch({ registration: registrationEvent(state.value.registration, 'blur') }),
    submitRegistration: async () => {
      const registration = registrationEvent(state.value.registration, 'submit');
      patch({ registration });
      if (!isValid(registration.validation.errors) || state.value.pending) return;
      patch({ pending: true, error: null });
      const { firstName, lastName, email } = registration.values;
      const saved = await api.register({ firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim() || null });
      if (E.isLeft(saved)) return patch({ pending: false, error: messageOf(saved.left) });
      reload();
    },
    logout: async () => {
      await api.logout();
      reload();
    },
  };
}

export type SignInViewModel = ReturnType<typeof createSignInViewModel>;
