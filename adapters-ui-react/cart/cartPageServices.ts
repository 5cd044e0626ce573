import type * as E from 'fp-ts/Either';
import type { Cart } from '../../adapters-http/contract/cart';
import type { DynamicRecommendations, GiftCardBalance, SnapshotCreated } from '../../adapters-http/contract/cartPage';
import type { CartFailure, GiftCardEntry } from '../../application/cart/cartViewModel';

/** Cart-page calls that change nothing the cart view-model keeps (spec §7 Cart snapshots, gift-card check, recommendations). */
export interface CartPageServices {
  readonly saveSnapshot: () => Promise<E.Either<CartFailure, SnapshotCreated>>;
  readonly snapshot: (id: string) => Promise<E.Either<CartFailure, Cart>>;
  readonly validateGiftCard: (entry: GiftCardEntry) => Promise<E.Either<CartFailure, GiftCardBalance>>;
  /** The cart's recommendation slot for the products in the cart (spec §7 Cart, POST /recommendations/dynamic). */
  readonly recommendations: (productIds: readonly string[]) => Promise<E.Either<CartFailure, DynamicRecommendations>>;
}
