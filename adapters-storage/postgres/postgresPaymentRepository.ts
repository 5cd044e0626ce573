import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import type { PaymentRepository } from '../../application/payment/PaymentRepository';
import { isCurrencyCode } from '../../domain/money/currency';
import { paymentAttempts } from './paymentAttempts';
import type { Database } from './schema';

/** Payments of orders in the payment table; a report is applied under row locks on the order and the payment. */
export function postgresPaymentRepository(db: Kysely<Database>): PaymentRepository {
  return {
    findOrder: async (orderNumber) => {
      const row = await db
        .selectFrom('customer_order')
        .select(['order_number', 'owner_key', 'customer_id', 'status', 'payment_method', 'payment_tool', 'amount_to_pay', 'currency'])
        .where('order_number', '=', orderNumber)
        .executeTakeFirst();
      return (
        row && {
          orderNumber: row.order_number,
          ownerKey: row.owner_key,
          customerId: row.customer_id,
          status: row.status,
          paymentMethod: row.payment_method,
          paymentTool: row.payment_tool,
          amountToPay: new Decimal(row.amount_to_pay),
          currency: isCurrencyCode(row.currency) ? row.currency : 'RUB',
        }
      );
    },
    ...paymentAttempts(db, 'payment', () => new Date(), {
      lock: async (trx, orderNumber) => {
        const order = await trx
          .selectFrom('customer_order')
          .select(['status', 'amount_to_pay'])
          .where('order_number', '=', orderNumber)
          .forUpdate()
          .executeTakeFirstOrThrow();
        return { orderStatus: order.status, amountToPay: order.amount_to_pay };
      },
      pay: async (trx, orderNumber, now) => {
        await trx
          .updateTable('customer_order')
          .set({ status: 'PAID', paid_at: now })
          .where('order_number', '=', orderNumber)
          .where('status', '=', 'AWAITING_PAYMENT')
          .execute();
      },
    }),
  };
}
