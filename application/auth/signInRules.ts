import * as E from 'fp-ts/Either';
import type { CountryCode } from '../../domain/country/country';
import type { AuthReason } from '../../domain/errors';
import { parsePhone } from '../../domain/phone/phone';

/** Digits in a sign-in code. */
export const CODE_LENGTH = 6;
/** A code is valid this long (issue 6: 10 minutes). */
export const CODE_TTL_MS = 10 * 60_000;
/** A new code for the same phone only after this long. */
export const RESEND_AFTER_MS = 60_000;
/** Wrong guesses of one code before the phone is blocked. */
export const MAX_CODE_ATTEMPTS = 5;

/** Send limits, counted over one window. */
export interface SendLimits {
  readonly windowMs: number;
  readonly codesPerPhone: number;
  readonly codesPerAddress: number;
  /** Distinct phones one client address may ask codes for before a captcha is needed. */
  readonly phonesPerAddress: number;
}

export const DEFAULT_SEND_LIMITS: SendLimits = { windowMs: 60 * 60_000, codesPerPhone: 5, codesPerAddress: 30, phonesPerAddress: 10 };

/** An expected failure of a sign-in call, tagged with its spec §8 reason. */
export type SignInReason = Extract<
  AuthReason,
  | 'ALREADY_AUTHORIZED'
  | 'NEED_CAPTCHA'
  | 'TIME_LIMIT'
  | 'ALREADY_SENT'
  | 'TEMPORARILY_BLOCKED'
  | 'INCORRECT_PHONE'
  | 'INCORRECT_CODE'
  | 'INCORRECT_FLOW'
  | 'INCORRECT_COMMUNICATION_CHANNEL'
  | 'NOT_AUTHORIZED'
  | 'SERVER_ERROR'
>;
export type AuthFailure = { readonly _tag: SignInReason };
export const authFailure = (reason: SignInReason): AuthFailure => ({ _tag: reason });

/**
 * A phone sent to a code or identity call in E.164, or INCORRECT_PHONE: read by the one phone rule (a typed
 * "+<code>" wins, else the visitor's market decides; spec §5 Phone formats).
 */
export function signInPhone(raw: string, market: CountryCode): E.Either<AuthFailure, string> {
  const phone = parsePhone(raw, market);
  return E.isRight(phone) ? E.right(phone.right.e164) : E.left(authFailure('INCORRECT_PHONE'));
}

/** The text of the code message. */
export const codeMessage = (code: string) => `Код для входа: ${code}. Никому не сообщайте его.`;
