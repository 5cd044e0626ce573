import type { CountryCode } from '../../domain/country/country';
import type { ConfirmProPhone } from './proPhoneCodes';

/** What a registration needs to confirm a contact phone: the caller's address (code limits) and the code check. */
export interface PhoneContext {
  readonly clientAddress: string;
  /** The visitor's market, which reads a phone typed without +<code>. */
  readonly country: CountryCode;
  readonly confirmPhone: ConfirmProPhone;
}
