import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { newCart, type StoredCartLine } from '../application/cart/CartRepository';
import { pricingFacts } from '../application/cart/pricingFacts';
import { marketOf } from '../application/market/marketOf';
import { postgresLocationRepository } from '../adapters-storage/postgres/postgresLocationRepository';
import { postgresPriceLists } from '../adapters-storage/postgres/postgresPriceLists';
import type { PlaceOrderDeps } from '../application/orders/placeOrder';
import { postgresCartRepository } from '../adapters-storage/postgres/postgresCartRepository';
import { postgresCatalogueRepository } from '../adapters-storage/postgres/postgresCatalogueRepository';
import { postgresPromoCodes } from '../adapters-storage/postgres/postgresCheckoutRepositories';
import { postgresCustomerRepository } from '../adapters-storage/postgres/postgresCustomerRepository';
import { postgresPersonalPrices } from '../adapters-storage/postgres/postgresPersonalPrices';
import { postgresOrderRepository } from '../adapters-storage/postgres/postgresOrderRepository';
import type { Database } from '../adapters-storage/postgres/schema';
import { EMPTY_CHECKOUT, type CheckoutState } from '../domain/checkout/checkoutState';

/** A sandbox payment page for orders awaiting payment, standing in for the payment gateway. */
export const TEST_PAYMENT_URL = 'https://acquirer.test/pay/';

/** placeOrder's ports over a database, the payment start answering a page per order. */
export function orderDeps(db: Kysely<Database>): PlaceOrderDeps {
  const customers = postgresCustomerRepository(db);
  return {
    carts: postgresCartRepository(db),
    catalogue: postgresCatalogueRepository(db),
    pricing: pricingFacts({ promoCodes: postgresPromoCodes(db), customers, clock: { now: () => new Date() }, personalPrices: postgresPersonalPrices(db),
      markets: marketOf({ locations: postgresLocationRepository(db), priceLists: postgresPriceLists(db) }) }),
    customers,
    orders: postgresOrderRepository(db),
    startPayment: async (order) => E.right({ paymentUrl: `${TEST_PAYMENT_URL}${order.orderNumber}` }),
  };
}

/** A shop that holds stock, and the first size of a seeded product with stock put at `quantity` in that shop only. */
export async function wareWithStock(db: Kysely<Database>, index: number, quantity: number) {
  const ware = await db.selectFrom('ware').select(['ware_id', 'product_id']).orderBy('ware_id').offset(index).limit(1).executeTakeFirstOrThrow();
  const shop = await db.selectFrom('shop').select(['id', 'shop_number']).where('kind', '=', 'SHOP').orderBy('id').limit(1).executeTakeFirstOrThrow();
  await db.deleteFrom('stock').where('ware_id', '=', ware.ware_id).execute();
  await db.insertInto('stock').values({ ware_id: ware.ware_id, shop_id: shop.id, quantity }).execute();
  return { productId: ware.product_id, wareId: ware.ware_id, shopNumber: shop.shop_number };
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
export async function storeCart(db: Kysely<Database>, ownerKey: string, lines: readonly Omit<StoredCartLine, 'selected' | 'deleted'>[], checkout: CheckoutState): Promise<number> {
  const saved = await postgresCartRepository(db).save({
    ...newCart(crypto.randomUUID(), ownerKey), checkout, lines: lines.map((l) => ({ ...l, selected: true, deleted: false })),
  });
  if (E.isLeft(saved)) throw new Error('cart not stored');
  return saved.right.version;
}

/** An acquirer a test never expects to be asked: its orders are not paid online. */
export const UNASKED_ACQUIRER = {
  provider: 'unasked',
  paymentStatus: () => Promise.reject(new Error('the acquirer was asked')),
  cancelPayment: () => Promise.reject(new Error('the acquirer was asked')),
};

/** The id of the customer with the phone, made if there is none. */
export async function customerWithPhone(db: Kysely<Database>, phone: string): Promise<string> {
  return (await postgresCustomerRepository(db).findOrCreate(phone, crypto.randomUUID())).customer.id;
}
