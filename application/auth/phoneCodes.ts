import * as E from 'fp-ts/Either';
import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import type { AuthCodeRepository } from './AuthCodeRepository';
import type { CaptchaVerifier } from './CaptchaVerifier';
import type { CodeGenerator, SecretHasher } from './CodeSecrets';
import type { SmsGateway } from './SmsGateway';
import {
  authFailure,
  CODE_LENGTH,
  CODE_TTL_MS,
  DEFAULT_SEND_LIMITS,
  MAX_CODE_ATTEMPTS,
  RESEND_AFTER_MS,
  type AuthFailure,
  type SendLimits,
} from './signInRules';

// The SMS code machinery shared by sign-in and the checkout's phone confirmation: the same limits,
// storage and gateway; a code is bound to the attempt that asked for it, so one asked for checkout
// never signs anybody in.

export interface SendPhoneCodeDeps {
  readonly codes: AuthCodeRepository;
  readonly sms: SmsGateway;
  readonly generator: CodeGenerator;
  readonly hasher: SecretHasher;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly limits?: SendLimits;
  readonly captcha: CaptchaVerifier;
}

export interface PhoneCodeRequest {
  /** What the code is for: a sign-in session, or a cart at checkout. */
  readonly attemptKey: string;
  /** E.164. */
  readonly phone: string;
  readonly clientAddress: string;
  /** A resend rather than the first request. */
  readonly additional: boolean;
  readonly token?: string;
  /** The SMS text around the code. */
  readonly message: (code: string) => string;
}

export interface CodeSent {
  readonly phone: string;
  readonly codeLength: number;
  readonly resendAfterSeconds: number;
  readonly expiresInSeconds: number;
}

/** Sends a fresh code by SMS: stored hashed, valid 10 minutes, limited per phone and per client address, a captcha past many phones. */
export const sendPhoneCode =
  (deps: SendPhoneCodeDeps) =>
  async (request: PhoneCodeRequest): Promise<E.Either<AuthFailure, CodeSent>> => {
    const { phone } = request;
    const limits = deps.limits ?? DEFAULT_SEND_LIMITS;
    const now = deps.clock.now();
    const seen = await deps.codes.history(phone, request.clientAddress, new Date(now.getTime() - limits.windowMs), MAX_CODE_ATTEMPTS);
    if (seen.phoneBlocked) return E.left(authFailure('TEMPORARILY_BLOCKED'));
    if (seen.lastPhoneCodeAt && now.getTime() - seen.lastPhoneCodeAt.getTime() < RESEND_AFTER_MS) {
      return E.left(authFailure(request.additional ? 'TIME_LIMIT' : 'ALREADY_SENT'));
    }
    if (seen.phoneCodes >= limits.codesPerPhone || seen.addressCodes >= limits.codesPerAddress) return E.left(authFailure('TIME_LIMIT'));
    if (seen.addressPhones >= limits.phonesPerAddress && !(request.token && (await deps.captcha.verify(request.token, request.clientAddress)).ok)) {
      return E.left(authFailure('NEED_CAPTCHA'));
    }
    if (request.additional && !(await deps.codes.active(request.attemptKey, phone, new Date(0)))) return E.left(authFailure('INCORRECT_FLOW'));

    const id = deps.ids.uuid();
    const code = deps.generator.code();
    await deps.codes.issue({
      id,
      sessionId: request.attemptKey,
      phone,
      clientAddress: request.clientAddress,
      codeHash: deps.hasher.hash(code, id),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    const sent = await deps.sms.send(phone, request.message(code));
    if (E.isLeft(sent)) return E.left(authFailure('SERVER_ERROR'));
    return E.right({ phone, codeLength: CODE_LENGTH, resendAfterSeconds: RESEND_AFTER_MS / 1000, expiresInSeconds: CODE_TTL_MS / 1000 });
  };

export interface CheckPhoneCodeDeps {
  readonly codes: AuthCodeRepository;
  readonly hasher: SecretHasher;
  readonly clock: Clock;
}

export interface PhoneCodeCheck {
  readonly attemptKey: string;
  /** E.164. */
  readonly phone: string;
  readonly clientAddress: string;
  readonly code: string;
}

/**
 * Uses up a code: every try is counted in the database first, so parallel guesses are all counted;
 * a code works once, before it expires, and only for the attempt that asked for it.
 */
export const checkPhoneCode =
  (deps: CheckPhoneCodeDeps) =>
  async (request: PhoneCodeCheck): Promise<E.Either<AuthFailure, void>> => {
    const now = deps.clock.now();
    const active = await deps.codes.active(request.attemptKey, request.phone, now);
    if (!active) {
      const since = new Date(now.getTime() - DEFAULT_SEND_LIMITS.windowMs);
      const blocked = (await deps.codes.history(request.phone, request.clientAddress, since, MAX_CODE_ATTEMPTS)).phoneBlocked;
      return E.left(authFailure(blocked ? 'TEMPORARILY_BLOCKED' : 'INCORRECT_CODE'));
    }
    // Counted first, in one UPDATE, and decided by the count it returns.
    const attempts = await deps.codes.countAttempt(active.id);
    if (attempts > MAX_CODE_ATTEMPTS) return E.left(authFailure('TEMPORARILY_BLOCKED'));
    const right = request.code.length === CODE_LENGTH && deps.hasher.matches(request.code, active.id, active.codeHash);
    if (!right) return E.left(authFailure(attempts >= MAX_CODE_ATTEMPTS ? 'TEMPORARILY_BLOCKED' : 'INCORRECT_CODE'));
    if (!(await deps.codes.markUsed(active.id))) return E.left(authFailure('INCORRECT_CODE'));
    return E.right(undefined);
  };
