/** Removes a customer's personal data (spec §7 POST /profiles/current/_delete). */
export interface ProfileEraser {
  /**
   * In one transaction: the customer's personal data, lists, addresses and external sign-ins removed, the
   * phone freed, their orders kept with contacts and address anonymised, every session of theirs revoked.
   * False when there is no such customer (or it was erased already).
   */
  readonly erase: (customerId: string) => Promise<boolean>;
}
