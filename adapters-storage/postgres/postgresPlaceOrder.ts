import * as E from 'fp-ts/Either';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { OrderDraft, OrderRecord, PlaceFailure } from '../../application/orders/OrderRepository';
import { countActiveOrders } from './activeOrders';
import { readOrder } from './orderRows';
import { orderLineRows, spendGiftCards, takeStock, Rollback } from './orderSpending';
import { spendPromoCodes } from './postgresCheckoutRepositories';
import type { Database } from './schema';

/**
 * Places an order in one transaction (see OrderRepository.place). Locks are taken in one order by every
 * writer — the buyer (a transaction advisory lock, so its active orders are counted one placement at a time), cart, stock rows by (ware, shop), promo codes, gift cards, customer — so racers queue instead
 * of deadlocking; the check constraints (stock, balances, uses) back every decrement.
 */
export const postgresPlaceOrder =
  (db: Kysely<Database>) =>
  async (draft: OrderDraft): Promise<E.Either<PlaceFailure, OrderRecord>> => {
    try {
      return E.right(await db.transaction().execute((tx) => place(tx, draft)));
    } catch (error) {
      if (error instanceof Rollback) return E.left(error.failure as PlaceFailure);
      if (violates(error, '23505', 'order_request')) return E.left({ _tag: 'DUPLICATE_REQUEST' });
      throw error;
    }
  };

async function place(tx: Transaction<Database>, draft: OrderDraft): Promise<OrderRecord> {
  const buyerKey = draft.buyer.customerId ? `customer:${draft.buyer.customerId}` : `phone:${draft.buyer.phone}`;
  await sql`select pg_advisory_xact_lock(hashtext(${buyerKey}))`.execute(tx);
  if ((await countActiveOrders(tx, draft.buyer)) >= draft.maxActiveOrders) throw new Rollback({ _tag: 'EXCEED_LIMIT_ON_ACTIVE_ORDERS' });

  const claimed = await tx
    .updateTable('cart')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date(), checkout: JSON.stringify(draft.checkoutAfter) }))
    .where('id', '=', draft.cartId)
    .where('version', '=', draft.cartVersion)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw new Rollback({ _tag: 'WRONG_CART_STATE' });

  const allocated = await takeStock(tx, draft.lines, draft.place);
  if (!(await spendPromoCodes(tx, [...draft.promoCodes].sort()))) throw new Rollback({ _tag: 'INVALID_PROMOCODE' });
  await spendGiftCards(tx, draft.giftCards);
  if (draft.bonuses > 0) {
    const spent = draft.customerId
      ? await tx
          .updateTable('customer')
          .set((eb) => ({ bonuses: eb('bonuses', '-', draft.bonuses) }))
          .where('id', '=', draft.customerId)
          .where('bonuses', '>=', draft.bonuses)
          .returning('id')
          .executeTakeFirst()
      : undefined;
    if (!spent) throw new Rollback({ _tag: 'NOT_ENOUGH_BONUSES' });
  }

  const { rows } = await sql<{ n: string }>`select nextval('order_number_seq')::text as n`.execute(tx);
  const orderNumber = rows[0]!.n;
  await tx
    .insertInto('customer_order')
    .values({
      order_number: orderNumber,
      cart_id: draft.cartId,
      owner_key: draft.ownerKey,
      customer_id: draft.customerId,
      status: draft.status,
      obtaining_type: draft.shipment.type,
      shipment: JSON.stringify(draft.shipment),
      contacts: JSON.stringify({ owner: draft.owner, receiver: draft.receiver }),
      verified_phone: draft.verifiedPhone,
      payment_method: draft.paymentMethod,
      payment_tool: draft.paymentTool,
      is_legal_entity: draft.isLegalEntity,
      legal_entity: draft.legalEntity ? JSON.stringify(draft.legalEntity) : null,
      currency: draft.currency,
      products_cost: draft.productsCost.toFixed(2),
      discount_amount: draft.discountAmount.toFixed(2),
      bonus_amount: draft.bonusAmount.toFixed(2),
      gift_cards_amount: draft.giftCardsAmount.toFixed(2),
      delivery_cost: draft.deliveryCost.toFixed(2),
      total_cost: draft.totalCost.toFixed(2),
      amount_to_pay: draft.amountToPay.toFixed(2),
      weight_grams: draft.weightGrams,
      promo_codes: [...draft.promoCodes],
      gift_cards: JSON.stringify(draft.giftCards.map((g) => ({ giftCardNumber: g.giftCardNumber, amount: g.amount.toFixed(2) }))),
      subscription: draft.subscription,
      comment: draft.comment,
      paid_at: null,
      cancelled_at: null,
    })
    .execute();
  const byWare = new Map(draft.lines.map((l) => [l.wareId, l]));
  await tx
    .insertInto('order_line')
    .values(orderLineRows(orderNumber, allocated, draft.lines))
    .execute();
  await tx.insertInto('order_request').values({ owner_key: draft.ownerKey, idempotency_key: draft.idempotencyKey, order_number: orderNumber }).execute();
  await tx
    .deleteFrom('cart_item')
    .where('cart_id', '=', draft.cartId)
    .where('ware_id', 'in', [...byWare.keys()])
    .execute();
  return (await readOrder(tx, orderNumber))!;
}

/** Whether a database error is the given SQLSTATE on a constraint of the table (pg and PGlite both report them). */
function violates(error: unknown, code: string, table: string): boolean {
  const e = error as { code?: string; table?: string; constraint?: string } | null;
  return e?.code === code && (e.table === table || (e.constraint ?? '').startsWith(table));
}
