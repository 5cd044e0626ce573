import type { Kysely } from 'kysely';
import { postgresOrderReceipts } from '../../adapters-storage/postgres/postgresOrderReceipts';
import type { Database } from '../../adapters-storage/postgres/schema';
import type { StartPayment } from '../../application/orders/StartPayment';
import { DEMO_CUSTOMERS } from '../../adapters-storage/postgres/demo/seedCheckoutDemo';
import { takeSeedMark } from '../../adapters-storage/postgres/demo/seedMark';
import { placeOrderOfWare, placeOrderPorts } from './placeOrderOfWare';

const SEED_MARK = 'demo_returns';

/** The demo order is paid in the shop: placing it never starts an online payment. */
const paidInShop: StartPayment = () => Promise.reject(new Error('the demo order is paid in the shop'));

/**
 * One received order for the first demo customer (README "Demo data"), so a new user can try a return at once:
 * two units of the last size well in stock at a shop (away from the first sizes tests pick), placed as any order, then reported received at start-up. The
 * 14-day window runs from then.
 */
export async function seedReturnDemo(db: Kysely<Database>, now: Date): Promise<boolean> {
  if (!(await takeSeedMark(db, SEED_MARK))) return false;
  const { phone } = DEMO_CUSTOMERS[0];
  const customer = await db.selectFrom('customer').select('id').where('phone', '=', phone).executeTakeFirst();
  const stocked = await db
    .selectFrom('stock')
    .innerJoin('shop', 'shop.id', 'stock.shop_id')
    .innerJoin('ware', 'ware.ware_id', 'stock.ware_id')
    .select(['ware.ware_id', 'ware.product_id', 'shop.shop_number'])
    .where('stock.quantity', '>=', 3)
    .where('shop.kind', '=', 'SHOP')
    .orderBy('ware.ware_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!customer || !stocked) return false;
  const { orderNumber } = await placeOrderOfWare(
    placeOrderPorts(db, paidInShop),
    db,
    { ownerKey: `customer:${customer.id}`, customerId: customer.id, phone },
    { productId: stocked.product_id, wareId: stocked.ware_id, shopNumber: stocked.shop_number },
    2,
  );
  await postgresOrderReceipts(db).receive(orderNumber, now);
  // Placing keeps the cart's contacts for the next order; the demo customer starts checkout as a new shopper would.
  await db.deleteFrom('cart').where('owner_key', '=', `customer:${customer.id}`).execute();
  return true;
}
