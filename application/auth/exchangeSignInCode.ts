import * as E from 'fp-ts/Either';
import type { CountryCode } from '../../domain/country/country';
import type { MergeDrop } from '../../domain/checkout/checkoutMerge';
import type { Clock } from '../shared/Clock';
import type { AuthCodeRepository } from './AuthCodeRepository';
import type { SecretHasher } from './CodeSecrets';
import type { Customer, CustomerRepository } from './CustomerRepository';
import { startCustomerSession, type StartCustomerSessionDeps } from './startCustomerSession';
import { checkPhoneCode } from './phoneCodes';
import { authFailure, signInPhone, type AuthFailure } from './signInRules';

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
  /** The visitor's market, which reads a phone typed without +<code>. */
  readonly country: CountryCode;
  readonly code: string;
}

/** Where the dialog goes next: a new or unfinished account asks for registration details (spec §4 Auth). */
type SignInStep = 'AUTHORIZATION' | 'REGISTRATION';

export interface SignedIn {
  readonly step: SignInStep;
  readonly customer: Customer;
  /** The new session id: signing in never keeps the anonymous id (no session fixation). */
  readonly sessionId: string;
  /** What the visitor's cart could not bring (issue 14). */
  readonly dropped: readonly MergeDrop[];
}

/**
 * Exchanges a code for a signed-in session (spec §7 POST /auth/tokens); the code is checked as every
 * SMS code is (phoneCodes.ts), bound to the session that asked for it. A new phone gets an account at once.
 */
export const exchangeSignInCode =
  (deps: ExchangeSignInCodeDeps) =>
  async (request: CodeExchange): Promise<E.Either<AuthFailure, SignedIn>> => {
    if (request.signedIn) return E.left(authFailure('ALREADY_AUTHORIZED'));
    const phone = signInPhone(request.phone, request.country);
    if (E.isLeft(phone)) return phone;
    const checked = await checkPhoneCode(deps)({ attemptKey: request.sessionId, phone: phone.right, clientAddress: request.clientAddress, code: request.code });
    if (E.isLeft(checked)) return checked;

    const { customer, created } = await deps.customers.findOrCreate(phone.right, deps.ids.uuid());
    const { sessionId, dropped } = await startCustomerSession(deps)(request.sessionId, customer.id);
    return E.right({ step: created || !customer.profileCompleted ? 'REGISTRATION' : 'AUTHORIZATION', customer, sessionId, dropped });
  };
