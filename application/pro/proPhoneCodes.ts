import * as E from 'fp-ts/Either';
import type { CountryCode } from '../../domain/country/country';
import { checkPhoneCode, sendPhoneCode, type CheckPhoneCodeDeps, type CodeSent, type SendPhoneCodeDeps } from '../auth/phoneCodes';
import { signInPhone, type AuthFailure } from '../auth/signInRules';

/** The SMS text of a programme's phone code. */
const proCodeMessage = (code: string) => `Код подтверждения телефона для профессиональной программы: ${code}. Никому не сообщайте его.`;

// Codes for the programme are bound to the customer and kept apart from sign-in and checkout codes.
const attemptKey = (customerId: string) => `pro:${customerId}`;

export interface ProPhoneRequest {
  readonly customerId: string;
  readonly phone: string;
  /** The visitor's market, which reads a phone typed without +<code>. */
  readonly country: CountryCode;
  readonly clientAddress: string;
}

/** Confirms an application's contact phone with its SMS code; the port the registrations call. */
export type ConfirmProPhone = (request: ProPhoneRequest & { readonly code: string }) => Promise<E.Either<AuthFailure, void>>;

/**
 * POST /pro/codes and POST /pro/sportsmen/codes {phone, token} (spec §7): a code to confirm the contact phone
 * of an application when it is not the account's (that one was confirmed at sign-in); sign-in's limits.
 */
export function proPhoneCodes(deps: SendPhoneCodeDeps & CheckPhoneCodeDeps) {
  return {
    send: async (request: ProPhoneRequest & { readonly token?: string }): Promise<E.Either<AuthFailure, CodeSent>> => {
      const phone = signInPhone(request.phone, request.country);
      if (E.isLeft(phone)) return phone;
      return sendPhoneCode(deps)({
        attemptKey: attemptKey(request.customerId),
        phone: phone.right,
        clientAddress: request.clientAddress,
        additional: false,
        token: request.token,
        message: proCodeMessage,
      });
    },
    confirm: (async (request) => {
      const phone = signInPhone(request.phone, request.country);
      if (E.isLeft(phone)) return phone;
      return checkPhoneCode(deps)({ attemptKey: attemptKey(request.customerId), phone: phone.right, clientAddress: request.clientAddress, code: request.code });
    }) satisfies ConfirmProPhone,
  };
}

export type ProPhoneCodes = ReturnType<typeof proPhoneCodes>;
