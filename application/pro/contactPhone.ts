import * as E from 'fp-ts/Either';
import type { CountryCode } from '../../domain/country/country';
import { signInPhone, type AuthFailure } from '../auth/signInRules';
import type { ConfirmProPhone } from './proPhoneCodes';

/** How an application names its contact phone: absent for the account's own, else with the SMS code that confirms it. */
export interface ContactPhoneInput {
  readonly phone?: string;
  readonly code?: string;
}

/**
 * The application's contact phone (spec §7 POST /pro/codes): the account's phone, confirmed at sign-in, needs
 * no code; another phone is kept only with the code sent to it (PHONE_VERIFICATION_CODE_REQUIRED without one).
 */
export const contactPhone = async (
  input: ContactPhoneInput,
  accountPhone: string,
  confirm: ConfirmProPhone,
  request: { readonly customerId: string; readonly clientAddress: string; readonly country: CountryCode },
): Promise<E.Either<AuthFailure | { readonly _tag: 'PHONE_VERIFICATION_CODE_REQUIRED' }, string>> => {
  if (input.phone === undefined || input.phone.trim() === '') return E.right(accountPhone);
  const phone = signInPhone(input.phone, request.country);
  if (E.isLeft(phone) || phone.right === accountPhone) return phone;
  if (!input.code) return E.left({ _tag: 'PHONE_VERIFICATION_CODE_REQUIRED' });
  const confirmed = await confirm({ ...request, phone: phone.right, code: input.code });
  return E.isLeft(confirmed) ? confirmed : E.right(phone.right);
};
