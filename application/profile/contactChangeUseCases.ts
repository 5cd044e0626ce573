import type { SendPhoneCodeDeps } from '../auth/phoneCodes';
import { confirmEmail } from './confirmEmail';
import { confirmPhoneChange } from './confirmPhoneChange';
import type { ContactChanges } from './ContactChanges';
import { requestEmailChange, type EmailChangeDeps } from './requestEmailChange';
import { requestPhoneChange } from './requestPhoneChange';

/** Changing the profile's phone and e-mail (spec §7 Profile), given the SMS code machinery, the mail outbox and storage. */
export function contactChangeUseCases(deps: SendPhoneCodeDeps & EmailChangeDeps & { readonly contacts: ContactChanges }) {
  return {
    requestPhoneChange: requestPhoneChange(deps),
    confirmPhoneChange: confirmPhoneChange(deps),
    requestEmailChange: requestEmailChange(deps),
    confirmEmail: confirmEmail(deps),
  };
}

export type ContactChangeUseCases = ReturnType<typeof contactChangeUseCases>;
