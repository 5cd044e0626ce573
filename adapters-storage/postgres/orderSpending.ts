import type Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import * as E from 'fp-ts/Either';
import { allocateStock, shopPreference, type Allocation, type HandOverPlace, type StockRow } from '../../domain/order/allocateStock';
import type { Database } from './schema';

/** Thrown inside a transaction to roll it back with the reason the change is refused. */
export class Rollback<F extends { readonly _tag: string }> extends Error {
  constructor(readonly failure: F) {
    super(failure._tag);
  }
}

/** Rolls back with the first size the shops cannot supply. */
type StockShortfall = { readonly _tag: 'NOT_ENOUGH_STOCK'; readonly wareId: string };

/** The stock rows of the sizes, locked in (ware, shop) order so that racing orders queue without deadlocks. */
async function takeStockRows(tx: Transaction<Database>, wareIds: readonly string[]): Promise<StockRow[]> {
  if (wareIds.length === 0) return [];
  return tx
    .selectFrom('stock')
    .select(['ware_id as wareId', 'shop_id as shopId', 'quantity'])
    .where('ware_id', 'in', [...wareIds])
    .orderBy('ware_id')
    .orderBy('shop_id')
    .forUpdate()
    .execute();
}

/**
 * Takes the units of every line from stock, shops near the hand-over first; the rows are locked first, in
 * (ware, shop) order, so racing writers queue without deadlocks, and the stock check constraint backs it.
 */
export async function takeStock(
  tx: Transaction<Database>,
  lines: readonly { readonly wareId: string; readonly quantity: number }[],
  place: HandOverPlace,
): Promise<Allocation[]> {
  const stock = await takeStockRows(
    tx,
    lines.map((l) => l.wareId),
  );
  const shops = await tx.selectFrom('shop').select(['id as shopId', 'city_id as cityId', 'lat', 'lon']).where('kind', '=', 'SHOP').execute();
  const allocated = allocateStock(lines, stock, shopPreference(place, shops));
  if (E.isLeft(allocated)) throw new Rollback<StockShortfall>({ _tag: 'NOT_ENOUGH_STOCK', wareId: allocated.left.wareId });
  for (const a of allocated.right) {
    await tx
      .updateTable('stock')
      .set((eb) => ({ quantity: eb('quantity', '-', a.quantity) }))
      .where('ware_id', '=', a.wareId)
      .where('shop_id', '=', a.shopId)
      .execute();
  }
  return allocated.right;
}

/** The order lines of the stock taken: a line per ware and shop, priced as the ware's line. */
export function orderLineRows(
  orderNumber: string,
  allocated: readonly Allocation[],
  lines: readonly { readonly wareId: string; readonly productId: string; readonly price: Decimal }[],
) {
  const byWare = new Map(lines.map((l) => [l.wareId, l]));
  return allocated.map((a) => ({
    order_number: orderNumber,
    ware_id: a.wareId,
    product_id: byWare.get(a.wareId)!.productId,
    shop_id: a.shopId,
    quantity: a.quantity,
    price: byWare.get(a.wareId)!.price.toFixed(2),
  }));
}

/** Takes each amount off its card's balance, refused when the balance no longer covers it or the card expired. */
export async function spendGiftCards(
  tx: Transaction<Database>,
  cards: readonly { readonly giftCardNumber: string; readonly amount: Decimal }[],
): Promise<void> {
  for (const card of [...cards].sort((a, b) => a.giftCardNumber.localeCompare(b.giftCardNumber))) {
    const amount = card.amount.toFixed(2);
    const spent = await tx
      .updateTable('gift_card')
      .set((eb) => ({ balance: eb('balance', '-', amount) }))
      .where('number', '=', card.giftCardNumber)
      .where('balance', '>=', amount)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
      .returning('number')
      .executeTakeFirst();
    if (!spent) throw new Rollback({ _tag: 'INVALID_GIFTCARD' as const, giftCardNumber: card.giftCardNumber });
  }
}
