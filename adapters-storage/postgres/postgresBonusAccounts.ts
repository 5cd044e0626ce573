import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import type { BonusAccountReader } from '../../application/account/BonusAccountReader';
import type { Database } from './schema';

/** The bonus balance and level from customer, the bonus facts from the customer's orders (customer_order). */
export function postgresBonusAccounts(db: Kysely<Database>): BonusAccountReader {
  return {
    account: async (customerId) => {
      const customer = await db.selectFrom('customer').select(['bonuses', 'level']).where('id', '=', customerId).executeTakeFirst();
      if (!customer) return undefined;
      const orders = await db.selectFrom('customer_order')
        .select(['order_number', 'status', 'currency', 'created_at', 'cancelled_at', 'products_cost', 'discount_amount', 'bonus_amount'])
        .where('customer_id', '=', customerId).orderBy('created_at').execute();
      return {
        bonuses: customer.bonuses, level: customer.level,
        orders: orders.map((o) => ({
          orderNumber: o.order_number, cancelled: o.status === 'CANCELLED', inRoubles: o.currency === 'RUB',
          createdAt: new Date(o.created_at), cancelledAt: o.cancelled_at && new Date(o.cancelled_at),
          purchaseAmount: new Decimal(o.products_cost).minus(o.discount_amount),
          // Placing an order spends whole points, rounding the kopecks up (application/orders/orderAmounts.ts).
          bonusesSpent: Math.ceil(Number(o.bonus_amount)),
        })),
      };
    },
  };
}
