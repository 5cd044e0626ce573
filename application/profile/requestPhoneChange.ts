import * as E from 'fp-ts/Either';
import type { CountryCode } from '../../domain/country/country';
import { sendPhoneCode, type CodeSent, type SendPhoneCodeDeps } from '../auth/phoneCodes';
import { authFailure, signInPhone, type AuthFailure } from '../auth/signInRules';
import type { ContactChanges } from './ContactChanges';

/** The SMS text of a phone change code. */
const phoneChangeMessage = (code: string) => `Код для смены телефона в профиле: ${code}. Никому не сообщайте его.`;

/** Codes for a phone change are the customer's own attempt: a sign-in or checkout code never confirms one. */
export const phoneChangeAttempt = (customerId: string) => `phone-change:${customerId}`;

interface PhoneChangeRequest {
  readonly customerId: string;
  readonly newPhone: string;
  readonly country: CountryCode;
  readonly clientAddress: string;
  readonly token?: string;
}

/**
 * POST /profiles/current/phone/_change {newPhone, token} (spec §7 Profile): sends a code to the new phone, with
 * sign-in's limits and captcha; the phone must be another and nobody's (a customer is found by phone at sign-in).
 */
export const requestPhoneChange =
  (deps: SendPhoneCodeDeps & { readonly contacts: ContactChanges }) =>
  async (request: PhoneChangeRequest): Promise<E.Either<AuthFailure | { readonly _tag: 'PHONE_ALREADY_USED' }, CodeSent>> => {
    const phone = signInPhone(request.newPhone, request.country);
    if (E.isLeft(phone)) return phone;
    const owner = await deps.contacts.phoneOwner(phone.right);
    if (owner === request.customerId) return E.left(authFailure('INCORRECT_PHONE'));
    if (owner) return E.left({ _tag: 'PHONE_ALREADY_USED' });
    return sendPhoneCode(deps)({
      attemptKey: phoneChangeAttempt(request.customerId),
      phone: phone.right,
      clientAddress: request.clientAddress,
      additional: false,
      token: request.token,
      message: phoneChangeMessage,
    });
  };
