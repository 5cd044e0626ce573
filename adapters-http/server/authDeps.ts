import type { completeRegistration } from '../../application/auth/completeRegistration';
import type { currentUser } from '../../application/auth/currentUser';
import type { exchangeSignInCode } from '../../application/auth/exchangeSignInCode';
import type { requestSignInCode } from '../../application/auth/requestSignInCode';
import type { resolveSession } from '../../application/auth/resolveSession';
import type { signOut } from '../../application/auth/signOut';
import type { OperatorUseCases } from './operatorDeps';
import type { IdentityServerDeps } from './identityDeps';

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

/** What the sign-in, operator and identity routes call (authApiRoutes.ts). */
export interface AuthServerDeps {
  readonly useCases: AuthUseCases;
  readonly operators: OperatorUseCases;
  readonly identity: IdentityServerDeps;
  /** Reads the development SMS outbox, newest first; absent when a real SMS provider is configured. */
  readonly smsOutbox?: (phone: string) => Promise<readonly OutboxEntry[]>;
  /** Issues a development captcha token; absent when SmartCaptcha is configured. */
  readonly devCaptchaToken?: () => Promise<string>;
}
