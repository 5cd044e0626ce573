import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { newCart } from '../../application/cart/CartRepository';
import type { CartLine } from '../../domain/cart/cartLine';
import { pricingFacts } from '../../application/cart/pricingFacts';
import { marketOf } from '../../application/market/marketOf';
import { placeOrder, type PlaceOrderDeps } from '../../application/orders/placeOrder';
import type { StartPayment } from '../../application/orders/StartPayment';
import { postgresLocationRepository } from '../../adapters-storage/postgres/postgresLocationRepository';
import { postgresPriceLists } from '../../adapters-storage/postgres/postgresPriceLists';
import { postgresCartRepository } from '../../adapters-storage/postgres/postgresCartRepository';
import { postgresCatalogueRepository } from '../../adapters-storage/postgres/postgresCatalogueRepository';
import { postgresPromoCodes } from '../../adapters-storage/postgres/postgresCheckoutRepositories';
import { postgresCustomerRepository } from '../../adapters-storage/postgres/postgresCustomerRepository';
import { postgresPersonalPrices } from '../../adapters-storage/postgres/postgresPersonalPrices';
import { postgresOrderRepository } from '../../adapters-storage/postgres/postgresOrderRepository';
import { postgresStockReader } from '../../adapters-storage/postgres/postgresStockReader';
import { fileSellers } from '../../adapters-storage/files/fileSellers';
import type { Database } from '../../adapters-storage/postgres/schema';
import { EMPTY_CHECKOUT, type CheckoutState } from '../../domain/checkout/checkoutState';
import { SELLERS_FILE } from '../server/contentFiles';

/*
 * Placing an order outside a request, through the same use-case and storage as POST /cart/orders: the
 * return demo's order at first start (seedReturnDemo.ts) and the orders tests set up (test-fixtures/).
 */

/** Whose order it is: the cart owner, the signed-in customer (null for a visitor) and the phone confirmed for it. */
interface OrderOwner {
  readonly ownerKey: string;
  readonly customerId: string | null;
  readonly phone: string;
}

export interface OrderedWare {
  readonly productId: string;
  readonly wareId: string;
  readonly shopNumber: string;
}

/** placeOrder's ports over a database; `startPayment` answers the orders awaiting online payment. */
export function placeOrderPorts(db: Kysely<Database>, startPayment: StartPayment): PlaceOrderDeps {
  const customers = postgresCustomerRepository(db);
  return {
    carts: postgresCartRepository(db),
    catalogue: postgresCatalogueRepository(db),
    pricing: pricingFacts({
      promoCodes: postgresPromoCodes(db),
      customers,
      clock: { now: () => new Date() },
      personalPrices: postgresPersonalPrices(db),
      markets: marketOf({ locations: postgresLocationRepository(db), priceLists: postgresPriceLists(db) }),
    }),
    customers,
    orders: postgresOrderRepository(db),
    startPayment,
    handOver: { stock: postgresStockReader(db), sellers: fileSellers(SELLERS_FILE) },
  };
}

/** Checkout choices of a cart ready to order: pickup at the shop, the owner's phone confirmed, paid in the shop. */
export function readyCheckout(shopNumber: string, phone = '+79161234567', changes: Partial<CheckoutState> = {}): CheckoutState {
  return {
    ...EMPTY_CHECKOUT,
    shipment: { type: 'PICKUP', pointId: shopNumber, inStock: false },
    owner: { firstName: 'Анна', lastName: 'Петрова', phone },
    verifiedPhones: [phone],
    payment: { paymentMethod: 'IN_STORE', paymentTool: null },
    ...changes,
  };
}

/** Stores a cart for the owner with the lines and checkout; answers its version. */
export async function storeCart(
  db: Kysely<Database>,
  ownerKey: string,
  lines: readonly Omit<CartLine, 'selected' | 'deleted'>[],
  checkout: CheckoutState,
): Promise<number> {
  const saved = await postgresCartRepository(db).save({
    ...newCart(crypto.randomUUID(), ownerKey),
    checkout,
    lines: lines.map((l) => ({ ...l, selected: true, deleted: false })),
  });
  if (E.isLeft(saved)) throw new Error('cart not stored');
  return saved.right.version;
}

/**
 * Places the owner's order of `quantity` units of the size, picked up at its shop and paid there unless
 * `changes` say otherwise; a fresh cart each time (the one an earlier order emptied is dropped).
 */
export async function placeOrderOfWare(
  deps: PlaceOrderDeps,
  db: Kysely<Database>,
  owner: OrderOwner,
  ware: OrderedWare,
  quantity: number,
  changes: Partial<CheckoutState> = {},
) {
  const { ownerKey, customerId, phone } = owner;
  await db.deleteFrom('cart').where('owner_key', '=', ownerKey).execute();
  const version = await storeCart(db, ownerKey, [{ productId: ware.productId, wareId: ware.wareId, quantity }], readyCheckout(ware.shopNumber, phone, changes));
  const placed = await placeOrder(deps)({ ownerKey, customerId, idempotencyKey: crypto.randomUUID(), version, privacyConsent: true });
  if (E.isLeft(placed)) throw new Error(placed.left._tag);
  return placed.right;
}
