import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import type { PlaceOrderDeps } from '../application/orders/placeOrder';
import { postgresCustomerRepository } from '../adapters-storage/postgres/postgresCustomerRepository';
import { fileSellers } from '../adapters-storage/files/fileSellers';
import { placeOrderPorts } from '../composition-root/demo/placeOrderOfWare';
import { SELLERS_FILE } from '../composition-root/server/contentFiles';
import type { Database } from '../adapters-storage/postgres/schema';
import { AVAILABILITY_RULES } from '../domain/stock/sizeAvailability';

/** A sandbox payment page for orders awaiting payment, standing in for the payment gateway. */
const TEST_PAYMENT_URL = 'https://acquirer.test/pay/';

/** placeOrder's ports over a database, the payment start answering a page per order. */
export function orderDeps(db: Kysely<Database>): PlaceOrderDeps {
  return placeOrderPorts(db, async (order) => E.right({ paymentUrl: `${TEST_PAYMENT_URL}${order.orderNumber}` }));
}

/**
 * A shop that holds stock, and the first size of a seeded product with stock put at `quantity` in that shop only:
 * of the shop's own goods, light enough for every way of handing over (a partner's go by courier only, spec §4).
 */
export async function wareWithStock(db: Kysely<Database>, index: number, quantity: number) {
  const partnerBrands = (await fileSellers(SELLERS_FILE).all()).flatMap((s) => s.brands ?? []);
  const ware = await db
    .selectFrom('ware')
    .innerJoin('product', 'product.product_id', 'ware.product_id')
    .innerJoin('brand', 'brand.id', 'product.brand_id')
    .select(['ware.ware_id', 'ware.product_id'])
    .where('brand.name', 'not in', partnerBrands)
    .where('product.weight_grams', '<=', AVAILABILITY_RULES.bulkyGrams)
    .orderBy('ware.ware_id')
    .offset(index)
    .limit(1)
    .executeTakeFirstOrThrow();
  const shop = await db.selectFrom('shop').select(['id', 'shop_number']).where('kind', '=', 'SHOP').orderBy('id').limit(1).executeTakeFirstOrThrow();
  await db.deleteFrom('stock').where('ware_id', '=', ware.ware_id).execute();
  await db.insertInto('stock').values({ ware_id: ware.ware_id, shop_id: shop.id, quantity }).execute();
  return { productId: ware.product_id, wareId: ware.ware_id, shopNumber: shop.shop_number };
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
