/** A customer as stored (spec §3 User info and Profile). */
export interface Customer {
  readonly id: string;
  /** E.164. */
  readonly phone: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly email: string | null;
  readonly profileCompleted: boolean;
  /** The app install state; the value NEVER means never installed (spec §3). */
  readonly mobileAppInstalled: string | null;
  readonly bonuses: number;
  readonly level: string | null;
  /** The customer's role in the professional programme, when they have a pro profile (the profile area lists /profile/pro/ then). */
  readonly proRole?: string | null;
}

export interface RegistrationDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
}

/** Keeps customers; the phone is unique. */
export interface CustomerRepository {
  readonly byId: (id: string) => Promise<Customer | undefined>;
  readonly byPhone: (phone: string) => Promise<Customer | undefined>;
  /** The customer with the phone, made now with the given id if there was none. */
  readonly findOrCreate: (phone: string, newId: string) => Promise<{ readonly customer: Customer; readonly created: boolean }>;
  readonly saveRegistration: (id: string, details: RegistrationDetails) => Promise<Customer | undefined>;
}
