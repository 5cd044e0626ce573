import * as E from 'fp-ts/Either';
import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import type { AuthCodeRepository } from './AuthCodeRepository';
import type { CaptchaVerifier } from './CaptchaVerifier';
import type { CodeGenerator, SecretHasher } from './CodeSecrets';
import type { SmsGateway } from './SmsGateway';
import {
  authFailure, codeMessage, CODE_LENGTH, CODE_TTL_MS, DEFAULT_SEND_LIMITS, MAX_CODE_ATTEMPTS, RESEND_AFTER_MS, signInPhone,
  type AuthFailure, type SendLimits,
} from './signInRules';

export interface RequestSignInCodeDeps {
  readonly codes: AuthCodeRepository;
  readonly sms: SmsGateway;
  readonly generator: CodeGenerator;
  readonly hasher: SecretHasher;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly limits?: SendLimits;
  readonly captcha: CaptchaVerifier;
}

export interface CodeRequest {
  /** The sign-in attempt: the session asking. */
  readonly sessionId: string;
  readonly signedIn: boolean;
  readonly phone: string;
  /** SMS; absent for a resend. */
  readonly typeChannel?: string;
  readonly clientAddress: string;
  /** A resend (…/codes/_sendAdditional) rather than the first request. */
  readonly additional: boolean;
  /** Captcha token (body field `token`); needed once the address asked codes for many phones. */
  readonly token?: string;
}

export interface CodeSent {
  readonly phone: string;
  readonly codeLength: number;
  readonly resendAfterSeconds: number;
  readonly expiresInSeconds: number;
}

/**
 * Sends a fresh sign-in code by SMS (spec §7 POST /auth/phone/codes and …/_sendAdditional): stored
 * hashed, valid 10 minutes, bound to the asking session; limited per phone and per client address.
 */
export const requestSignInCode = (deps: RequestSignInCodeDeps) => async (request: CodeRequest): Promise<E.Either<AuthFailure, CodeSent>> => {
  if (request.signedIn) return E.left(authFailure('ALREADY_AUTHORIZED'));
  const phone = signInPhone(request.phone);
  if (E.isLeft(phone)) return phone;
  if (!request.additional && request.typeChannel !== 'SMS') return E.left(authFailure('INCORRECT_COMMUNICATION_CHANNEL'));

  const limits = deps.limits ?? DEFAULT_SEND_LIMITS;
  const now = deps.clock.now();
  const seen = await deps.codes.history(phone.right, request.clientAddress, new Date(now.getTime() - limits.windowMs), MAX_CODE_ATTEMPTS);
  if (seen.phoneBlocked) return E.left(authFailure('TEMPORARILY_BLOCKED'));
  if (seen.lastPhoneCodeAt && now.getTime() - seen.lastPhoneCodeAt.getTime() < RESEND_AFTER_MS) {
    return E.left(authFailure(request.additional ? 'TIME_LIMIT' : 'ALREADY_SENT'));
  }
  if (seen.phoneCodes >= limits.codesPerPhone || seen.addressCodes >= limits.codesPerAddress) return E.left(authFailure('TIME_LIMIT'));
  if (seen.addressPhones >= limits.phonesPerAddress && !(request.token && (await deps.captcha.verify(request.token, request.clientAddress)).ok)) {
    return E.left(authFailure('NEED_CAPTCHA'));
  }
  if (request.additional && !(await deps.codes.active(request.sessionId, phone.right, new Date(0)))) return E.left(authFailure('INCORRECT_FLOW'));

  const id = deps.ids.uuid();
  const code = deps.generator.code();
  await deps.codes.issue({
    id, sessionId: request.sessionId, phone: phone.right, clientAddress: request.clientAddress,
    codeHash: deps.hasher.hash(code, id), createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  const sent = await deps.sms.send(phone.right, codeMessage(code));
  if (E.isLeft(sent)) return E.left(authFailure('SERVER_ERROR'));
  return E.right({ phone: phone.right, codeLength: CODE_LENGTH, resendAfterSeconds: RESEND_AFTER_MS / 1000, expiresInSeconds: CODE_TTL_MS / 1000 });
};
