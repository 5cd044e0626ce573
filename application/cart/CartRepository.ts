import type * as E from 'fp-ts/Either';
import type { CartLine } from '../../domain/cart/cartLine';
import { EMPTY_CHECKOUT, type CheckoutState } from '../../domain/checkout/checkoutState';

/** A cart as stored; `version` counts saves and guards against lost updates. */
export interface StoredCart {
  readonly id: string;
  /** Whose cart: an anonymous session or a customer. */
  readonly ownerKey: string;
  readonly version: number;
  readonly lines: readonly CartLine[];
  /** Promo codes, bonuses, gift cards, shipment, contacts and payment chosen so far. */
  readonly checkout: CheckoutState;
}

export type WrongCartState = { readonly _tag: 'WRONG_CART_STATE' };

/** Keeps carts. */
export interface CartRepository {
  readonly findByOwner: (ownerKey: string) => Promise<StoredCart | undefined>;
  /**
   * Replaces the cart's lines if its stored version still equals `cart.version` (0 for a cart not yet
   * stored) and returns it with the version raised by one; WRONG_CART_STATE if someone saved first.
   */
  readonly save: (cart: StoredCart) => Promise<E.Either<WrongCartState, StoredCart>>;
}

/** A cart not stored yet: version 0, no lines, nothing chosen. */
export function newCart(id: string, ownerKey: string): StoredCart {
  return { id, ownerKey, version: 0, lines: [], checkout: EMPTY_CHECKOUT };
}
