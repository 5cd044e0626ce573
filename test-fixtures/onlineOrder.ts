import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import type { Database } from '../adapters-storage/postgres/schema';
import { placeOrder } from '../application/orders/placeOrder';
import { orderDeps, wareWithStock } from './orderFixtures';
import { readyCheckout, storeCart } from '../composition-root/demo/placeOrderOfWare';

/** An anonymous buyer's order placed for card payment online: AWAITING_PAYMENT, one unit of the ware at `index`. */
export async function placeOnlineOrder(
  db: Kysely<Database>,
  index: number,
  phone: string,
): Promise<{ readonly orderNumber: string; readonly ownerKey: string }> {
  const ware = await wareWithStock(db, index, 5);
  const ownerKey = `session:${crypto.randomUUID()}`;
  const version = await storeCart(
    db,
    ownerKey,
    [{ ...ware, quantity: 1 }],
    readyCheckout(ware.shopNumber, phone, { payment: { paymentMethod: 'CARD_ONLINE', paymentTool: 'CARD_ONLINE' } }),
  );
  const placed = await placeOrder(orderDeps(db))({ ownerKey, customerId: null, idempotencyKey: 'k', version, privacyConsent: true });
  if (E.isLeft(placed)) throw new Error(placed.left._tag);
  if (placed.right.status !== 'AWAITING_PAYMENT') throw new Error(`placed ${placed.right.status}`);
  return { orderNumber: placed.right.orderNumber, ownerKey };
}
