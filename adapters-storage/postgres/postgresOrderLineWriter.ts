import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import type { AddLinesFailure, OrderLineWriter } from '../../application/orders/addOrderProducts';
import { acceptsOperatorProducts } from '../../domain/order/orderStatus';
import { supersedeUnregisteredPayments } from './orderPaymentSupersession';
import { readOrder } from './orderRows';
import { orderLineRows, Rollback, takeStock } from './orderSpending';
import type { Database } from './schema';
import { sumMoney } from '../../domain/money/money';

/** Lines operators add to orders, written with the stock they take and the order's new totals in one transaction. */
export function postgresOrderLineWriter(db: Kysely<Database>): OrderLineWriter {
  return {
    addLines: async (orderNumber, place, lines, weightGrams) => {
      try {
        await db.transaction().execute(async (tx) => {
          // The order row is locked first: a payment or a cancellation of the same order waits for us, or we for it.
          const order = await tx.selectFrom('customer_order').select('status').where('order_number', '=', orderNumber).forUpdate().executeTakeFirst();
          if (!order) throw new Rollback<AddLinesFailure>({ _tag: 'NOT_FOUND' });
          if (!acceptsOperatorProducts(order.status)) throw new Rollback<AddLinesFailure>({ _tag: 'ORDER_NOT_EDITABLE' });
          // The amount rises: no payment for the old sum may stay payable (docs/orders.md, After placement).
          await supersedeUnregisteredPayments(tx, orderNumber);
          const allocated = await takeStock(tx, lines, place);
          for (const row of orderLineRows(orderNumber, allocated, lines)) {
            await tx
              .insertInto('order_line')
              .values(row)
              .onConflict((oc) =>
                oc
                  .columns(['order_number', 'ware_id', 'shop_id'])
                  .doUpdateSet((eb) => ({ quantity: eb('order_line.quantity', '+', eb.ref('excluded.quantity')) })),
              )
              .execute();
          }
          const cost = sumMoney(lines.map((l) => l.price.times(l.quantity))).toFixed(2);
          await tx
            .updateTable('customer_order')
            .set((eb) => ({
              products_cost: eb('products_cost', '+', cost),
              total_cost: eb('total_cost', '+', cost),
              amount_to_pay: eb('amount_to_pay', '+', cost),
              weight_grams: eb('weight_grams', '+', weightGrams),
            }))
            .where('order_number', '=', orderNumber)
            .execute();
        });
      } catch (error) {
        if (error instanceof Rollback) return E.left(error.failure as AddLinesFailure);
        throw error;
      }
      return E.right((await readOrder(db, orderNumber))!);
    },
  };
}
