/** Changing a customer's contacts in storage. */
export interface ContactChanges {
  /** Whom the phone (E.164) belongs to, if anyone. */
  readonly phoneOwner: (phone: string) => Promise<string | undefined>;
  /** Gives the customer the phone; false when another customer took it meanwhile (phones are unique). */
  readonly changePhone: (customerId: string, phone: string) => Promise<boolean>;
}
