import * as E from 'fp-ts/Either';
import { sql, type Kysely } from 'kysely';
import type { OrderReturn, ReturnOrders } from '../../application/returns/ReturnRepository';
import { RETURN_REASONS } from '../../domain/returns/returnReasons';
import { refundAmount } from '../../domain/returns/returnRules';
import { returnTransition } from '../../domain/returns/returnStatus';
import { decodeStored, oneOf } from '../storedValue';
import { isCartId, readReturnableOrder, RETURN_POINT_COLUMNS, returnPoint } from './returnableOrderRows';
import type { Database } from './schema';
import { returnItems } from './storedReturnItems';

/** order_return_line.reason_code: one of the shop's return reasons, text without a check constraint. */
const StoredReasonCode = oneOf(
  RETURN_REASONS.map((r) => r.code),
  'ReturnReasonCode',
);

/** Marks the customer's photos as taken; answers the ids that exist. */
async function keepPhotos(tx: Kysely<Database>, customerId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const kept = await tx
    .updateTable('review_photo')
    .set({ attached_at: new Date() })
    .where('id', 'in', [...ids])
    .where('customer_id', '=', customerId)
    .returning('id')
    .execute();
  return new Set(kept.map((r) => r.id));
}

const RETURN_COLUMNS = ['r.id', 'r.order_number', 'r.status', 'r.return_point', 'r.address', 'r.refund_amount', 'r.currency', 'r.created_at'] as const;

/** Filed returns in PostgreSQL: filing locks the order row, every change of state the return's row. */
export function postgresReturnOrders(db: Kysely<Database>): ReturnOrders {
  /** Returns with their lines and shops, in the order of `rows`. */
  const withLines = async (
    rows: {
      id: string;
      order_number: string;
      status: OrderReturn['status'];
      return_point: string | null;
      address: string | null;
      refund_amount: string;
      currency: string;
      created_at: Date;
    }[],
  ): Promise<OrderReturn[]> => {
    if (rows.length === 0) return [];
    const lines = await db
      .selectFrom('order_return_line as l')
      .innerJoin('product as p', 'p.product_id', 'l.product_id')
      .innerJoin('ware as w', 'w.ware_id', 'l.ware_id')
      .select(['l.return_id', 'l.ware_id', 'l.product_id', 'p.name', 'w.size', 'l.quantity', 'l.price', 'l.reason_code', 'l.comment', 'l.image_codes'])
      .where(
        'l.return_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('l.product_id')
      .orderBy('w.position')
      .execute();
    const numbers = rows.flatMap((r) => (r.return_point ? [r.return_point] : []));
    const shops = numbers.length ? await db.selectFrom('shop').select(RETURN_POINT_COLUMNS).where('shop.shop_number', 'in', numbers).execute() : [];
    return rows.map((r) => {
      const shop = shops.find((s) => s.shop_number === r.return_point);
      return {
        id: r.id,
        orderNumber: r.order_number,
        status: r.status,
        returnPoint: shop ? returnPoint(shop) : null,
        address: r.address,
        refundAmount: r.refund_amount,
        currency: r.currency,
        createdAt: r.created_at,
        lines: lines
          .filter((l) => l.return_id === r.id)
          .map((l) => ({
            wareId: l.ware_id,
            productId: l.product_id,
            name: l.name,
            size: l.size,
            quantity: l.quantity,
            price: l.price,
            reasonCode: decodeStored(StoredReasonCode, l.reason_code, `order_return_line.reason_code of return ${r.id}`),
            comment: l.comment ?? '',
            imageCodes: l.image_codes,
          })),
      };
    });
  };

  return {
    file: async (customerId, cartId, decide, now) =>
      !isCartId(cartId)
        ? null
        : db.transaction().execute(async (tx) => {
            const cart = await tx
              .selectFrom('return_cart')
              .innerJoin('customer_order as o', 'o.order_number', 'return_cart.order_number')
              .select(['return_cart.id', 'return_cart.order_number', 'return_cart.items', 'return_cart.return_point', 'return_cart.address'])
              .where('return_cart.id', '=', cartId)
              .where('o.customer_id', '=', customerId)
              .executeTakeFirst();
            if (!cart) return null;
            // The order row's lock queues every filing for this order: each reads what the ones before it took.
            const order = await readReturnableOrder(tx, customerId, cart.order_number, true);
            const current = await tx.selectFrom('return_cart').select(['items', 'return_point', 'address']).where('id', '=', cartId).executeTakeFirst();
            if (!order || !current) return null;
            const draft = decide(order, {
              id: cartId,
              orderNumber: cart.order_number,
              items: returnItems(current.items, cartId),
              returnPoint: current.return_point,
              address: current.address,
            });
            if (E.isLeft(draft)) return draft;
            const { lines, returnPoint: point, address, currency } = draft.right;
            const refund = refundAmount(lines);
            const { id } = await tx
              .insertInto('order_return')
              .values({
                order_number: cart.order_number,
                customer_id: customerId,
                status: 'CREATED',
                return_point: point,
                address,
                refund_amount: refund.toFixed(2),
                currency,
                created_at: now,
                updated_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            // The return takes its photos (the clean-up of unattached ones keeps them); photos gone meanwhile are left out.
            const photos = await keepPhotos(
              tx,
              customerId,
              lines.flatMap((l) => l.imageCodes),
            );
            await tx
              .insertInto('order_return_line')
              .values(
                lines.map((l) => ({
                  return_id: id,
                  ware_id: l.wareId,
                  product_id: order.lines.find((o) => o.wareId === l.wareId)!.productId,
                  quantity: l.quantity,
                  price: l.price.toFixed(2),
                  reason_code: l.reasonCode,
                  comment: l.comment || null,
                  image_codes: l.imageCodes.filter((c) => photos.has(c)),
                })),
              )
              .execute();
            await tx.deleteFrom('return_cart').where('id', '=', cartId).execute();
            return E.right(id);
          }),
    page: async (customerId, offset, limit) => {
      const rows = await db
        .selectFrom('order_return as r')
        .select(RETURN_COLUMNS)
        .where('r.customer_id', '=', customerId)
        .orderBy('r.created_at', 'desc')
        .orderBy(sql`r.id::bigint`, 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      const { n } = await db.selectFrom('order_return').select(sql<string>`count(*)`.as('n')).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
      return { returns: await withLines(rows), total: Number(n) };
    },
    byId: async (customerId, returnId) => {
      const rows = await db
        .selectFrom('order_return as r')
        .select(RETURN_COLUMNS)
        .where('r.id', '=', returnId)
        .where('r.customer_id', '=', customerId)
        .execute();
      return (await withLines(rows))[0] ?? null;
    },
    transition: (returnId, action, customerId, now, comment) =>
      db.transaction().execute(async (tx) => {
        let query = tx.selectFrom('order_return').select('status').where('id', '=', returnId);
        if (customerId !== null) query = query.where('customer_id', '=', customerId);
        const row = await query.forUpdate().executeTakeFirst();
        if (!row) return null;
        const to = returnTransition(row.status, action);
        if (to === null) return { from: row.status, to: row.status };
        await tx
          .updateTable('order_return')
          .set({ status: to, updated_at: now, ...(action === 'ARGUE' ? { argue_comment: comment || null } : {}) })
          .where('id', '=', returnId)
          .execute();
        return { from: row.status, to };
      }),
  };
}
