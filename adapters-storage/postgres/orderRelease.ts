import type { Transaction } from 'kysely';
import { decodeStored } from '../storedValue';
import type { Database } from './schema';
import { StoredSpentGiftCards } from './storedOrder';

/** What an order spent when it was placed, as its row keeps it. */
export interface OrderSpending {
  readonly customer_id: string | null;
  readonly promo_codes: readonly string[];
  readonly gift_cards: unknown;
  readonly bonus_amount: string | number;
}

/** The order row's columns `giveBack` needs, for the statement that flips the order to CANCELLED. */
export const SPENDING_COLUMNS = ['customer_id', 'promo_codes', 'gift_cards', 'bonus_amount'] as const;

/**
 * Gives back what an order took — stock to the shops it came from, promo-code uses, gift-card amounts, bonus
 * points — inside the transaction that has just cancelled it (and so holds its row), locking in the order
 * every writer uses: stock → promo codes → gift cards → customer.
 */
export async function giveBack(tx: Transaction<Database>, orderNumber: string, spent: OrderSpending): Promise<void> {
  const cards = decodeStored(StoredSpentGiftCards, spent.gift_cards, `customer_order.gift_cards of order ${orderNumber}`).toSorted((a, b) =>
    a.giftCardNumber.localeCompare(b.giftCardNumber),
  );
  const lines = await tx
    .selectFrom('order_line')
    .select(['ware_id', 'shop_id', 'quantity'])
    .where('order_number', '=', orderNumber)
    .orderBy('ware_id')
    .orderBy('shop_id')
    .execute();
  for (const line of lines) {
    await tx
      .updateTable('stock')
      .set((eb) => ({ quantity: eb('quantity', '+', line.quantity) }))
      .where('ware_id', '=', line.ware_id)
      .where('shop_id', '=', line.shop_id)
      .execute();
  }
  for (const code of [...spent.promo_codes].sort()) {
    await tx
      .updateTable('promo_code')
      .set((eb) => ({ uses: eb('uses', '-', 1) }))
      .where('code', '=', code)
      .where('uses', '>', 0)
      .execute();
  }
  for (const card of cards) {
    await tx
      .updateTable('gift_card')
      .set((eb) => ({ balance: eb('balance', '+', card.amount) }))
      .where('number', '=', card.giftCardNumber)
      .execute();
  }
  const bonuses = Math.ceil(Number(spent.bonus_amount));
  if (spent.customer_id && bonuses > 0) {
    await tx
      .updateTable('customer')
      .set((eb) => ({ bonuses: eb('bonuses', '+', bonuses) }))
      .where('id', '=', spent.customer_id)
      .execute();
  }
}
