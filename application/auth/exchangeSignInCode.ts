import * as E from 'fp-ts/Either';
import type { Clock } from '../shared/Clock';
import type { AuthCodeRepository } from './AuthCodeRepository';
import type { SecretHasher } from './CodeSecrets';
import type { Customer, CustomerRepository } from './CustomerRepository';
import { startCustomerSession, type StartCustomerSessionDeps } from './startCustomerSession';
import { authFailure, CODE_LENGTH, DEFAULT_SEND_LIMITS, MAX_CODE_ATTEMPTS, signInPhone, type AuthFailure } from './signInRules';

export interface ExchangeSignInCodeDeps extends StartCustomerSessionDeps {
  readonly codes: AuthCodeRepository;
  readonly customers: CustomerRepository;
  readonly hasher: SecretHasher;
  readonly clock: Clock;
}

export interface CodeExchange {
  readonly sessionId: string;
  readonly signedIn: boolean;
  readonly clientAddress: string;
  readonly phone: string;
  readonly code: string;
}

/** Where the dialog goes next: a new or unfinished account asks for registration details (spec §4 Auth). */
export type SignInStep = 'AUTHORIZATION' | 'REGISTRATION';

export interface SignedIn {
  readonly step: SignInStep;
  readonly customer: Customer;
  /** The new session id: signing in never keeps the anonymous id (no session fixation). */
  readonly sessionId: string;
}

/**
 * Exchanges a code for a signed-in session (spec §7 POST /auth/tokens). Every try is counted in the
 * database first, so parallel guesses are all counted; a code works once, before it expires, and only
 * for the session that asked for it. A new phone gets an account at once.
 */
export const exchangeSignInCode = (deps: ExchangeSignInCodeDeps) => async (request: CodeExchange): Promise<E.Either<AuthFailure, SignedIn>> => {
  if (request.signedIn) return E.left(authFailure('ALREADY_AUTHORIZED'));
  const phone = signInPhone(request.phone);
  if (E.isLeft(phone)) return phone;
  const now = deps.clock.now();
  const active = await deps.codes.active(request.sessionId, phone.right, now);
  if (!active) {
    const since = new Date(now.getTime() - DEFAULT_SEND_LIMITS.windowMs);
    const blocked = (await deps.codes.history(phone.right, request.clientAddress, since, MAX_CODE_ATTEMPTS)).phoneBlocked;
    return E.left(authFailure(blocked ? 'TEMPORARILY_BLOCKED' : 'INCORRECT_CODE'));
  }
  // Counted first, in one UPDATE, and decided by the count it returns: parallel guesses are all counted.
  const attempts = await deps.codes.countAttempt(active.id);
  if (attempts > MAX_CODE_ATTEMPTS) return E.left(authFailure('TEMPORARILY_BLOCKED'));
  const right = request.code.length === CODE_LENGTH && deps.hasher.matches(request.code, active.id, active.codeHash);
  if (!right) return E.left(authFailure(attempts >= MAX_CODE_ATTEMPTS ? 'TEMPORARILY_BLOCKED' : 'INCORRECT_CODE'));
  if (!(await deps.codes.markUsed(active.id))) return E.left(authFailure('INCORRECT_CODE'));

  const { customer, created } = await deps.customers.findOrCreate(phone.right, deps.ids.uuid());
  const sessionId = await startCustomerSession(deps)(request.sessionId, customer.id);
  return E.right({ step: created || !customer.profileCompleted ? 'REGISTRATION' : 'AUTHORIZATION', customer, sessionId });
};
