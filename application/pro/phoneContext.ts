import type { ConfirmProPhone } from './proPhoneCodes';

/** What a registration needs to confirm a contact phone: the caller's address (code limits) and the code check. */
export interface PhoneContext {
  readonly clientAddress: string;
  readonly confirmPhone: ConfirmProPhone;
}
