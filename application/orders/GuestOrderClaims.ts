/**
 * Hands guest orders to their customer (docs/orders.md, Guest orders): every order placed without signing in
 * whose verified phone is the customer's phone and that no customer holds yet becomes theirs. Safe to repeat.
 */
export interface GuestOrderClaims {
  /** Answers how many orders became the customer's. */
  readonly claim: (customerId: string) => Promise<number>;
}
