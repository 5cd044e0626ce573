import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../adapters-storage/postgres/schema';

/** An order placed for online payment, as order placement stores it: AWAITING_PAYMENT, one line from a shop with stock. */
export async function insertAwaitingOrder(
  db: Kysely<Database>,
  options: { readonly orderNumber: string; readonly amount: string; readonly ownerKey?: string; readonly paymentTool?: string },
): Promise<{ readonly wareId: string; readonly shopId: string }> {
  const stock = await db
    .selectFrom('stock')
    .innerJoin('shop', 'shop.id', 'stock.shop_id')
    .innerJoin('ware', 'ware.ware_id', 'stock.ware_id')
    .select(['stock.ware_id', 'stock.shop_id', 'ware.product_id', 'shop.shop_number', 'shop.name', 'shop.address'])
    .where('shop.kind', '=', 'SHOP')
    .where('stock.quantity', '>', 0)
    .orderBy('stock.ware_id')
    .orderBy('stock.shop_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const money = {
    products_cost: options.amount,
    discount_amount: 0,
    bonus_amount: 0,
    gift_cards_amount: 0,
    delivery_cost: 0,
    total_cost: options.amount,
    amount_to_pay: options.amount,
  };
  await db
    .insertInto('customer_order')
    .values({
      order_number: options.orderNumber,
      cart_id: randomUUID(),
      owner_key: options.ownerKey ?? `session:${randomUUID()}`,
      customer_id: null,
      status: 'AWAITING_PAYMENT',
      obtaining_type: 'PICKUP',
      shipment: JSON.stringify({
        type: 'PICKUP',
        pointId: stock.shop_number,
        inStock: true,
        point: { shopNumber: stock.shop_number, name: stock.name, address: stock.address },
      }),
      contacts: JSON.stringify({ owner: { firstName: 'Иван', lastName: 'Петров', phone: '+79161234567' }, receiver: null }),
      payment_method: 'CARD_ONLINE',
      payment_tool: options.paymentTool ?? 'CARD_ONLINE',
      legal_entity: null,
      weight_grams: 500,
      paid_at: null,
      cancelled_at: null,
      ...money,
    })
    .execute();
  await db
    .insertInto('order_line')
    .values({
      order_number: options.orderNumber,
      ware_id: stock.ware_id,
      product_id: stock.product_id,
      shop_id: stock.shop_id,
      quantity: 1,
      price: options.amount,
    })
    .execute();
  return { wareId: stock.ware_id, shopId: stock.shop_id };
}
