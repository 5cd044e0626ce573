import type { Kysely } from 'kysely';
import type { Database } from '../adapters-storage/postgres/schema';
import type { CheckoutState } from '../domain/checkout/checkoutState';
import { placeOrderOfWare, type OrderedWare } from '../composition-root/demo/placeOrderOfWare';
import { orderDeps } from './orderFixtures';

/**
 * Places a signed-in customer's order of `quantity` units of the size, picked up at its shop and paid there
 * unless `changes` say otherwise; a fresh cart each time (the one an earlier order emptied is dropped).
 */
export function placeCustomerOrder(
  db: Kysely<Database>,
  customerId: string,
  phone: string,
  ware: OrderedWare,
  quantity: number,
  changes: Partial<CheckoutState> = {},
) {
  return placeOrderOfWare(orderDeps(db), db, { ownerKey: `customer:${customerId}`, customerId, phone }, ware, quantity, changes);
}

/** Places a visitor's order (not signed in) as placeCustomerOrder does, the phone confirmed by SMS code for the cart. */
export function placeGuestOrder(db: Kysely<Database>, sessionId: string, phone: string, ware: OrderedWare, quantity = 1) {
  return placeOrderOfWare(orderDeps(db), db, { ownerKey: `session:${sessionId}`, customerId: null, phone }, ware, quantity);
}
