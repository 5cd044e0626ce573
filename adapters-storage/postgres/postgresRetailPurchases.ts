import Decimal from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { RetailPurchases } from '../../application/orders/RetailPurchases';
import type { Database } from './schema';

/** Purchases in shops in PostgreSQL (retail_purchase, migration 0036). */
export function postgresRetailPurchases(db: Kysely<Database>): RetailPurchases {
  const summaries = (customerId: string) =>
    db
      .selectFrom('retail_purchase as p')
      .innerJoin('shop', 'shop.id', 'p.shop_id')
      .select(['p.receipt_number', 'p.purchased_at', 'p.total', 'p.bonuses_spent', 'p.bonuses_earned', 'shop.shop_number', 'shop.name', 'shop.address'])
      .select((eb) =>
        eb
          .selectFrom('retail_purchase_line as l')
          .whereRef('l.receipt_number', '=', 'p.receipt_number')
          .select(sql<number>`coalesce(sum(l.quantity), 0)::int`.as('n'))
          .as('item_count'),
      )
      .where('p.customer_id', '=', customerId);
  const summary = (row: Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>) => ({
    receiptNumber: row.receipt_number,
    purchasedAt: new Date(row.purchased_at),
    total: new Decimal(row.total),
    itemCount: row.item_count ?? 0,
    shop: { shopNumber: row.shop_number, name: row.name, address: row.address },
  });
  return {
    page: async (customerId, page, pageSize) => {
      const rows = await summaries(customerId)
        .orderBy('p.purchased_at', 'desc')
        .orderBy('p.receipt_number', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const { total } = await db
        .selectFrom('retail_purchase')
        .select(sql<number>`count(*)::int`.as('total'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      return { purchases: rows.map(summary), total };
    },
    byNumber: async (customerId, receiptNumber) => {
      const row = await summaries(customerId).where('p.receipt_number', '=', receiptNumber).executeTakeFirst();
      if (!row) return undefined;
      const lines = await db.selectFrom('retail_purchase_line').selectAll().where('receipt_number', '=', receiptNumber).orderBy('position').execute();
      return {
        ...summary(row),
        bonusesSpent: row.bonuses_spent,
        bonusesEarned: row.bonuses_earned,
        lines: lines.map((l) => ({ productId: l.product_id, name: l.name, size: l.size, quantity: l.quantity, price: new Decimal(l.price) })),
      };
    },
  };
}
