/** The products a shopper compares, kept per owner (session or signed-in customer). */
export interface ComparisonRepository {
  /** In the order they were added. */
  readonly productIds: (ownerKey: string) => Promise<readonly string[]>;
  /** Adds once; adding again changes nothing. */
  readonly add: (ownerKey: string, productId: string) => Promise<void>;
  /** Removes those present; answers how many were removed. */
  readonly remove: (ownerKey: string, productIds: readonly string[]) => Promise<number>;
}
