import type { completeRegistration } from '../../application/auth/completeRegistration';
import type { currentUser } from '../../application/auth/currentUser';
import type { exchangeSignInCode } from '../../application/auth/exchangeSignInCode';
import type { requestSignInCode } from '../../application/auth/requestSignInCode';
import type { resolveSession } from '../../application/auth/resolveSession';
import type { signOut } from '../../application/auth/signOut';
import type { CaptchaVerifier } from '../../application/auth/CaptchaVerifier';
import type { OperatorUseCases } from './operatorDeps';
import type { IdentityServerDeps } from './identityDeps';
import type { CheckoutPhoneUseCases } from '../../application/checkout/verifyCheckoutPhone';
import type { ProPhoneCodes } from '../../application/pro/proPhoneCodes';

/** The sign-in use-cases the HTTP adapter calls, given their ports by the composition root. */
export interface AuthUseCases {
  readonly resolveSession: ReturnType<typeof resolveSession>;
  readonly requestSignInCode: ReturnType<typeof requestSignInCode>;
  readonly exchangeSignInCode: ReturnType<typeof exchangeSignInCode>;
  readonly completeRegistration: ReturnType<typeof completeRegistration>;
  readonly currentUser: ReturnType<typeof currentUser>;
  readonly signOut: ReturnType<typeof signOut>;
}

/** A message of the development SMS outbox. */
export interface OutboxEntry {
  readonly phone: string;
  readonly text: string;
  readonly sentAt: string;
}

export interface AuthServerDeps {
  readonly useCases: AuthUseCases;
  readonly operators: OperatorUseCases;
  readonly identity: IdentityServerDeps;
  /** The order's phone confirmed by an SMS code, with sign-in's code machinery (POST /cart/phone/_verify). */
  readonly checkoutPhone: CheckoutPhoneUseCases;
  /** A pro application's contact phone confirmed by an SMS code (POST /pro/codes, docs/pro-programme.md). */
  readonly proPhone: ProPhoneCodes;
  /** Reads the development SMS outbox, newest first; absent when a real SMS provider is configured. */
  readonly smsOutbox?: (phone: string) => Promise<readonly OutboxEntry[]>;
  /** Checks captcha tokens: sign-in's, the checkout phone's and the gift-card form's. */
  readonly captcha: CaptchaVerifier;
  /** Issues a development captcha token; absent when SmartCaptcha is configured. */
  readonly devCaptchaToken?: () => string;
}
