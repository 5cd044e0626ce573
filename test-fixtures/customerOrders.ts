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
export async function placeCustomerOrder(
  db: Kysely<Database>, customerId: string, phone: string, ware: { readonly productId: string; readonly wareId: string; readonly shopNumber: string },
  quantity: number, changes: Partial<CheckoutState> = {},
) {
  const ownerKey = `customer:${customerId}`;
  await db.deleteFrom('cart').where('owner_key', '=', ownerKey).execute();
  const version = await storeCart(db, ownerKey, [{ productId: ware.productId, wareId: ware.wareId, quantity }], readyCheckout(ware.shopNumber, phone, changes));
  const placed = await placeOrder(orderDeps(db))({ ownerKey, customerId, idempotencyKey: crypto.randomUUID(), version, privacyConsent: true });
  if (E.isLeft(placed)) throw new Error(placed.left._tag);
  return placed.right;
}
