import * as E from 'fp-ts/Either';
import type { CountryCode } from '../../domain/country/country';
import { sendPhoneCode, type CodeSent, type SendPhoneCodeDeps } from './phoneCodes';
import { authFailure, codeMessage, signInPhone, type AuthFailure } from './signInRules';

export type RequestSignInCodeDeps = SendPhoneCodeDeps;

export interface CodeRequest {
  /** The sign-in attempt: the session asking. */
  readonly sessionId: string;
  readonly signedIn: boolean;
  readonly phone: string;
  /** The visitor's market, which reads a phone typed without +<code>. */
  readonly country: CountryCode;
  /** SMS; absent for a resend. */
  readonly typeChannel?: string;
  readonly clientAddress: string;
  /** A resend (…/codes/_sendAdditional) rather than the first request. */
  readonly additional: boolean;
  /** Captcha token (body field `token`); needed once the address asked codes for many phones. */
  readonly token?: string;
}

/**
 * Sends a fresh sign-in code by SMS (spec §7 POST /auth/phone/codes and …/_sendAdditional): stored
 * hashed, valid 10 minutes, bound to the asking session; limited per phone and per client address.
 */
export const requestSignInCode =
  (deps: RequestSignInCodeDeps) =>
  async (request: CodeRequest): Promise<E.Either<AuthFailure, CodeSent>> => {
    if (request.signedIn) return E.left(authFailure('ALREADY_AUTHORIZED'));
    const phone = signInPhone(request.phone, request.country);
    if (E.isLeft(phone)) return phone;
    if (!request.additional && request.typeChannel !== 'SMS') return E.left(authFailure('INCORRECT_COMMUNICATION_CHANNEL'));

    return sendPhoneCode(deps)({
      attemptKey: request.sessionId,
      phone: phone.right,
      clientAddress: request.clientAddress,
      additional: request.additional,
      token: request.token,
      message: codeMessage,
    });
  };
