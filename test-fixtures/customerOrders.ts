import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { placeOrder } from '../application/orders/placeOrder';
import type { Database } from '../adapters-storage/postgres/schema';
import type { CheckoutState } from '../domain/checkout/checkoutState';
import { orderDeps, readyCheckout, storeCart } from './orderFixtures';

/**
 * Places a signed-in customer's order of `quantity` units of the size, picked up at its shop and paid there
 * unless `changes` say otherwise; a fresh cart each time (the one an earlier order emptied is dropped).
 */
export function placeCustomerOrder(
  db: Kysely<Database>, customerId: string, phone: string, ware: OrderedWare, quantity: number, changes: Partial<CheckoutState> = {},
) {
  return placeOwnersOrder(db, `customer:${customerId}`, customerId, phone, ware, quantity, changes);
}

/** Places a visitor's order (not signed in) as placeCustomerOrder does, the phone confirmed by SMS code for the cart. */
export function placeGuestOrder(db: Kysely<Database>, sessionId: string, phone: string, ware: OrderedWare, quantity = 1) {
  return placeOwnersOrder(db, `session:${sessionId}`, null, phone, ware, quantity, {});
}

type OrderedWare = { readonly productId: string; readonly wareId: string; readonly shopNumber: string };

async function placeOwnersOrder(
  db: Kysely<Database>, ownerKey: string, customerId: string | null, phone: string, ware: OrderedWare, quantity: number, changes: Partial<CheckoutState>,
) {
  await db.deleteFrom('cart').where('owner_key', '=', ownerKey).execute();
  const version = await storeCart(db, ownerKey, [{ productId: ware.productId, wareId: ware.wareId, quantity }], readyCheckout(ware.shopNumber, phone, changes));
  const placed = await placeOrder(orderDeps(db))({ ownerKey, customerId, idempotencyKey: crypto.randomUUID(), version, privacyConsent: true });
  if (E.isLeft(placed)) throw new Error(placed.left._tag);
  return placed.right;
}
