import type { Kysely } from 'kysely';
import type { ReturnCart, ReturnCarts } from '../../application/returns/ReturnRepository';
import { acceptsReturns, isCartId, readReturnableOrder, RETURN_POINT_COLUMNS, returnPoint } from './returnableOrderRows';
import type { Database } from './schema';
import { returnItems } from './storedReturnItems';

const cartOf = (r: { id: string; order_number: string; items: unknown; return_point: string | null; address: string | null }): ReturnCart => ({
  id: r.id,
  orderNumber: r.order_number,
  items: returnItems(r.items, r.id),
  returnPoint: r.return_point,
  address: r.address,
});
const COLUMNS = ['return_cart.id', 'return_cart.order_number', 'return_cart.items', 'return_cart.return_point', 'return_cart.address'] as const;

/** Drafts of returns in PostgreSQL: one row per order (unique), its chosen items as JSON. */
export function postgresReturnCarts(db: Kysely<Database>): ReturnCarts {
  return {
    order: (customerId, orderNumber) => readReturnableOrder(db, customerId, orderNumber),
    current: async (orderNumber, newId) => {
      // Two tabs opening the draft at once both end up with the one row.
      await db
        .insertInto('return_cart')
        .values({ id: newId, order_number: orderNumber })
        .onConflict((oc) => oc.column('order_number').doNothing())
        .execute();
      return cartOf(await db.selectFrom('return_cart').select(COLUMNS).where('order_number', '=', orderNumber).executeTakeFirstOrThrow());
    },
    byId: async (customerId, cartId) => {
      if (!isCartId(cartId)) return null;
      const row = await db
        .selectFrom('return_cart')
        .innerJoin('customer_order as o', 'o.order_number', 'return_cart.order_number')
        .select(COLUMNS)
        .where('return_cart.id', '=', cartId)
        .where('o.customer_id', '=', customerId)
        .executeTakeFirst();
      return row ? cartOf(row) : null;
    },
    save: async (cart) => {
      await db
        .updateTable('return_cart')
        .set({ items: JSON.stringify(cart.items), return_point: cart.returnPoint, address: cart.address, updated_at: new Date() })
        .where('id', '=', cart.id)
        .execute();
    },
    returnPoints: async (orderNumber) => {
      const rows = await db
        .selectFrom('shop')
        .select(RETURN_POINT_COLUMNS)
        .where(acceptsReturns)
        .where('shop.city_id', 'in', (eb) =>
          eb.selectFrom('order_line as ol').innerJoin('shop as s', 's.id', 'ol.shop_id').select('s.city_id').where('ol.order_number', '=', orderNumber),
        )
        .orderBy('shop.shop_number')
        .execute();
      return rows.map(returnPoint);
    },
    productNames: async (productIds) =>
      productIds.length === 0
        ? []
        : (
            await db
              .selectFrom('product')
              .select(['product_id', 'name'])
              .where('product_id', 'in', [...productIds])
              .orderBy('product_id')
              .execute()
          ).map((r) => ({ productId: r.product_id, name: r.name })),
  };
}
