import Decimal from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { BonusAccountReader } from '../../application/account/BonusAccountReader';
import type { Database } from './schema';

/** The bonus balance and level from customer, the bonus facts from the customer's orders (customer_order) and bonus_ledger. */
export function postgresBonusAccounts(db: Kysely<Database>): BonusAccountReader {
  return {
    account: async (customerId) => {
      const customer = await db.selectFrom('customer').select(['bonuses', 'level']).where('id', '=', customerId).executeTakeFirst();
      if (!customer) return undefined;
      const orders = await db
        .selectFrom('customer_order as o')
        .leftJoin('bonus_ledger as l', (join) => join.onRef('l.order_number', '=', 'o.order_number').on('l.kind', '=', 'EARNED'))
        .select([
          'o.order_number',
          'o.status',
          'o.currency',
          'o.created_at',
          'o.cancelled_at',
          'o.products_cost',
          'o.discount_amount',
          'o.bonus_amount',
          'o.received_at',
          'o.received_level',
          'l.purchase_amount',
        ])
        .select((eb) =>
          eb
            .selectFrom('order_return as r')
            .select(sql<string>`coalesce(sum(r.refund_amount), 0)`.as('s'))
            .whereRef('r.order_number', '=', 'o.order_number')
            .where('r.status', '=', 'REFUNDED')
            .as('refunded'),
        )
        .where('o.customer_id', '=', customerId)
        .orderBy('o.created_at')
        .execute();
      const ledger = await db
        .selectFrom('bonus_ledger')
        .select(['kind', 'order_number', 'amount', 'at'])
        .where('customer_id', '=', customerId)
        .orderBy('at')
        .orderBy('id')
        .execute();
      return {
        bonuses: customer.bonuses,
        level: customer.level,
        ledger: ledger.map((e) => ({ kind: e.kind, orderNumber: e.order_number, amount: e.amount, at: new Date(e.at) })),
        orders: orders.map((o) => ({
          orderNumber: o.order_number,
          cancelled: o.status === 'CANCELLED',
          inRoubles: o.currency === 'RUB',
          createdAt: new Date(o.created_at),
          cancelledAt: o.cancelled_at && new Date(o.cancelled_at),
          purchaseAmount: new Decimal(o.products_cost).minus(o.discount_amount),
          // Placing an order spends whole points, rounding the kopecks up (application/orders/orderAmounts.ts).
          bonusesSpent: Math.ceil(Number(o.bonus_amount)),
          receivedAt: o.received_at && new Date(o.received_at),
          receivedLevel: o.received_level,
          refunded: new Decimal(o.refunded ?? 0),
          creditedPurchase: o.purchase_amount === null ? null : new Decimal(o.purchase_amount),
        })),
      };
    },
  };
}
