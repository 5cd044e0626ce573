import type { PersonalData, Sex } from '../../domain/profile/personalData';

/** The signed-in customer's profile as /profile/personal/ shows it (spec §3 Profile, without subscriptions). */
export interface PersonalProfile {
  readonly firstName: string | null;
  readonly lastName: string | null;
  /** yyyy-MM-dd. */
  readonly birthDate: string | null;
  readonly sex: Sex | null;
  readonly address: string | null;
  readonly email: string | null;
  /** A new address waiting for the code sent to it (POST /profiles/current/email); null when none. */
  readonly unconfirmedEmail: string | null;
  /** E.164. */
  readonly phone: string;
  readonly profileCompleted: boolean;
}

/** Reads and writes a customer's personal data. */
export interface PersonalDataRepository {
  readonly profileOf: (customerId: string) => Promise<PersonalProfile | undefined>;
  /**
   * Replaces the personal data; `complete` marks the questionnaire filled in, and a filled-in one stays so
   * (registration already marks it). Undefined when there is no such customer.
   */
  readonly savePersonalData: (customerId: string, data: PersonalData, complete: boolean) => Promise<PersonalProfile | undefined>;
}
