import { DEFAULT_COUNTRY, type CountryCode } from '../../domain/country/country';
import { emptyRegistration, type RegistrationForm } from './registrationForm';

type SignInStep = 'phone' | 'code' | 'registration';

export interface SignInState {
  readonly open: boolean;
  readonly step: SignInStep;
  readonly country: CountryCode;
  /** The phone field as shown (masked as typed). */
  readonly phoneInput: string;
  readonly phoneError: string | null;
  /** E.164 of the phone the code went to. */
  readonly phone: string | null;
  readonly code: readonly string[];
  readonly codeLength: number;
  /** Seconds until a new code may be asked for. */
  readonly resendIn: number;
  readonly pending: boolean;
  readonly error: string | null;
  readonly registration: RegistrationForm;
  /** The code request that answered NEED_CAPTCHA, retried with a token by «Я не робот». */
  readonly captcha: { readonly phone: string; readonly additional: boolean } | null;
}

/** The dialog before anything is typed, closed (spec §2 Header «Вход или регистрация»). */
export const CLOSED_SIGN_IN: SignInState = {
  open: false,
  step: 'phone',
  country: DEFAULT_COUNTRY,
  phoneInput: '',
  phoneError: null,
  phone: null,
  code: [],
  codeLength: 6,
  resendIn: 0,
  pending: false,
  error: null,
  registration: emptyRegistration,
  captcha: null,
};
