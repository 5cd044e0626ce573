import * as E from 'fp-ts/Either';
import { checkPhoneCode, type CheckPhoneCodeDeps } from '../auth/phoneCodes';
import { authFailure, type AuthFailure } from '../auth/signInRules';
import type { ContactChanges } from './ContactChanges';
import { phoneChangeAttempt } from './requestPhoneChange';

/**
 * POST /profiles/current/phone/_confirm-change {code, token} (spec §7 Profile): the code sent to the new phone
 * makes it the customer's (sign-in goes by it from now on). The phone is the one the newest live code went to;
 * none is INCORRECT_FLOW. A phone taken meanwhile by a sign-up is PHONE_ALREADY_USED.
 */
export const confirmPhoneChange =
  (deps: CheckPhoneCodeDeps & { readonly contacts: ContactChanges }) =>
  async (request: {
    readonly customerId: string;
    readonly code: string;
    readonly clientAddress: string;
  }): Promise<E.Either<AuthFailure | { readonly _tag: 'PHONE_ALREADY_USED' }, { readonly phone: string }>> => {
    const attemptKey = phoneChangeAttempt(request.customerId);
    const pending = await deps.codes.newest(attemptKey, deps.clock.now());
    if (!pending) return E.left(authFailure('INCORRECT_FLOW'));
    const checked = await checkPhoneCode(deps)({ attemptKey, phone: pending.phone, clientAddress: request.clientAddress, code: request.code });
    if (E.isLeft(checked)) return checked;
    return (await deps.contacts.changePhone(request.customerId, pending.phone)) ? E.right({ phone: pending.phone }) : E.left({ _tag: 'PHONE_ALREADY_USED' });
  };
