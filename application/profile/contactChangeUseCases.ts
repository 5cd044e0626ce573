import type { SendPhoneCodeDeps } from '../auth/phoneCodes';
import { confirmPhoneChange } from './confirmPhoneChange';
import type { ContactChanges } from './ContactChanges';
import { requestPhoneChange } from './requestPhoneChange';

/** Changing the profile's phone (spec §7 Profile), given the SMS code machinery and the customers' storage. */
export function contactChangeUseCases(deps: SendPhoneCodeDeps & { readonly contacts: ContactChanges }) {
  return { requestPhoneChange: requestPhoneChange(deps), confirmPhoneChange: confirmPhoneChange(deps) };
}

export type ContactChangeUseCases = ReturnType<typeof contactChangeUseCases>;
