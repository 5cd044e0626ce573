import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { newCart } from '../application/cart/CartRepository';
import type { CartLine } from '../domain/cart/cartLine';
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
import { postgresStockReader } from '../adapters-storage/postgres/postgresStockReader';
import { fileSellers } from '../adapters-storage/files/fileSellers';
import { SELLERS_FILE } from '../composition-root/server/productPageWiring';
import type { Database } from '../adapters-storage/postgres/schema';
import { EMPTY_CHECKOUT, type CheckoutState } from '../domain/checkout/checkoutState';
import { AVAILABILITY_RULES } from '../domain/stock/sizeAvailability';

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
    handOver: { stock: postgresStockReader(db), sellers: fileSellers(SELLERS_FILE) },
  };
}

/**
 * A shop that holds stock, and the first size of a seeded product with stock put at `quantity` in that shop only:
 * of the shop's own goods, light enough for every way of handing over (a partner's go by courier only, spec §4).
 */
export async function wareWithStock(db: Kysely<Database>, index: number, quantity: number) {
  const partnerBrands = (await fileSellers(SELLERS_FILE).all()).flatMap((s) => s.brands ?? []);
  const ware = await db.selectFrom('ware').innerJoin('product', 'product.product_id', 'ware.product_id').innerJoin('brand', 'brand.id', 'product.brand_id')
    .select(['ware.ware_id', 'ware.product_id']).where('brand.name', 'not in', partnerBrands).where('product.weight_grams', '<=', AVAILABILITY_RULES.bulkyGrams)
    .orderBy('ware.ware_id').offset(index).limit(1).executeTakeFirstOrThrow();
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
export async function storeCart(db: Kysely<Database>, ownerKey: string, lines: readonly Omit<CartLine, 'selected' | 'deleted'>[], checkout: CheckoutState): Promise<number> {
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
