import type { Seller } from '../../domain/catalogue/sellers';

/** The marketplace's sellers (content/sellers.json). */
export interface SellerSource {
  readonly all: () => Promise<readonly Seller[]>;
}
