import type { Kysely } from 'kysely';
import type { UnpaidOrders } from '../../application/orders/releaseExpiredOrders';
import type { Database } from './schema';

/** Orders awaiting payment in PostgreSQL; cancelling one gives back all it spent in the same transaction. */
export function postgresUnpaidOrders(db: Kysely<Database>): UnpaidOrders {
  return {
    awaitingSince: async (before) =>
      (await db.selectFrom('customer_order').select('order_number').where('status', '=', 'AWAITING_PAYMENT').where('created_at', '<', before).orderBy('created_at').execute())
        .map((r) => r.order_number),

    cancelUnpaid: (orderNumber, now) =>
      db.transaction().execute(async (tx) => {
        // Only an order still awaiting payment is cancelled; the row lock makes a payment recorded meanwhile win or wait.
        const order = await tx.updateTable('customer_order').set({ status: 'CANCELLED', cancelled_at: now })
          .where('order_number', '=', orderNumber).where('status', '=', 'AWAITING_PAYMENT')
          .returning(['customer_id', 'promo_codes', 'gift_cards', 'bonus_amount'])
          .executeTakeFirst();
        if (!order) return false;
        const lines = await tx.selectFrom('order_line').select(['ware_id', 'shop_id', 'quantity']).where('order_number', '=', orderNumber).orderBy('ware_id').orderBy('shop_id').execute();
        for (const line of lines) {
          await tx.updateTable('stock').set((eb) => ({ quantity: eb('quantity', '+', line.quantity) })).where('ware_id', '=', line.ware_id).where('shop_id', '=', line.shop_id).execute();
        }
        for (const code of [...order.promo_codes].sort()) {
          await tx.updateTable('promo_code').set((eb) => ({ uses: eb('uses', '-', 1) })).where('code', '=', code).where('uses', '>', 0).execute();
        }
        const cards = (order.gift_cards as { giftCardNumber: string; amount: string }[]).toSorted((a, b) => a.giftCardNumber.localeCompare(b.giftCardNumber));
        for (const card of cards) {
          await tx.updateTable('gift_card').set((eb) => ({ balance: eb('balance', '+', card.amount) })).where('number', '=', card.giftCardNumber).execute();
        }
        const bonuses = Math.ceil(Number(order.bonus_amount));
        if (order.customer_id && bonuses > 0) {
          await tx.updateTable('customer').set((eb) => ({ bonuses: eb('bonuses', '+', bonuses) })).where('id', '=', order.customer_id).execute();
        }
        return true;
      }),
  };
}
