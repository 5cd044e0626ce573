import Decimal from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BonusLedger } from '../../application/loyalty/BonusLedger';
import type { Database } from './schema';

/** Returns still being decided: crediting waits for them (a refund would lower the bonuses). */
const OPEN_RETURNS = ['CREATED', 'ACCEPTED', 'DISPUTED'] as const;
/** Placing an order spends whole points, rounding the kopecks up (application/orders/orderAmounts.ts). */
const spentPoints = (bonusAmount: string | number) => Math.ceil(Number(bonusAmount));

/** Bonuses spent on the customer's rouble orders not cancelled placed at or after `since`. */
async function spentSince(tx: Transaction<Database>, customerId: string, since: Date): Promise<number> {
  const rows = await tx
    .selectFrom('customer_order')
    .select('bonus_amount')
    .where('customer_id', '=', customerId)
    .where('currency', '=', 'RUB')
    .where('status', '<>', 'CANCELLED')
    .where('created_at', '>=', since)
    .execute();
  return rows.reduce((sum, r) => sum + spentPoints(r.bonus_amount), 0);
}

/**
 * The bonus ledger on bonus_ledger. Locks: the order row, then the customer row (the order every writer uses);
 * the unique (order_number, kind) key makes a second run's row a no-op, so racing jobs write once.
 */
export function postgresBonusLedger(db: Kysely<Database>): BonusLedger {
  return {
    dueForCredit: async (receivedBefore) =>
      (
        await db
          .selectFrom('customer_order as o')
          .select('o.order_number')
          .where('o.status', '=', 'RECEIVED')
          .where('o.currency', '=', 'RUB')
          .where('o.customer_id', 'is not', null)
          .where('o.received_at', '<=', receivedBefore)
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('bonus_ledger as l').select('l.id').whereRef('l.order_number', '=', 'o.order_number').where('l.kind', '=', 'EARNED'))),
          )
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('order_return as r').select('r.id').whereRef('r.order_number', '=', 'o.order_number').where('r.status', 'in', OPEN_RETURNS))),
          )
          .orderBy('o.received_at')
          .execute()
      ).map((r) => r.order_number),

    credit: (orderNumber, now, decide) =>
      db.transaction().execute(async (tx) => {
        const order = await tx
          .selectFrom('customer_order')
          .select(['customer_id', 'status', 'products_cost', 'discount_amount', 'bonus_amount', 'received_level'])
          .where('order_number', '=', orderNumber)
          .forUpdate()
          .executeTakeFirst();
        if (!order?.customer_id || order.status !== 'RECEIVED') return false;
        const customer = await tx.selectFrom('customer').select(['level']).where('id', '=', order.customer_id).forUpdate().executeTakeFirstOrThrow();
        const already = await tx
          .selectFrom('bonus_ledger')
          .select('id')
          .where('order_number', '=', orderNumber)
          .where('kind', '=', 'EARNED')
          .executeTakeFirst();
        if (already) return false;
        const refunded = await tx
          .selectFrom('order_return')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('refund_amount'), sql<string>`0`).as('sum'))
          .where('order_number', '=', orderNumber)
          .where('status', '=', 'REFUNDED')
          .executeTakeFirstOrThrow();
        const earlier = await tx
          .selectFrom('bonus_ledger')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('purchase_amount'), sql<string>`0`).as('sum'))
          .where('customer_id', '=', order.customer_id)
          .where('kind', '=', 'EARNED')
          .executeTakeFirstOrThrow();
        const decision = decide({
          storedLevel: customer.level,
          receivedLevel: order.received_level,
          goodsAfterDiscounts: new Decimal(order.products_cost).minus(order.discount_amount),
          bonusesSpent: spentPoints(order.bonus_amount),
          refunded: new Decimal(refunded.sum),
          earlierPurchases: new Decimal(earlier.sum),
        });
        const inserted = await tx
          .insertInto('bonus_ledger')
          .values({
            customer_id: order.customer_id,
            order_number: orderNumber,
            kind: 'EARNED',
            amount: decision.bonuses,
            purchase_amount: decision.purchase.toFixed(2),
            at: now,
            expires_at: decision.expiresAt,
          })
          .onConflict((oc) => oc.columns(['order_number', 'kind']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return false;
        await tx
          .updateTable('customer')
          .set((eb) => ({ bonuses: eb('bonuses', '+', decision.bonuses), level: decision.level }))
          .where('id', '=', order.customer_id)
          .execute();
        return true;
      }),

    withExpiringCredits: async (now) =>
      (
        await db
          .selectFrom('bonus_ledger as l')
          .select('l.customer_id')
          .distinct()
          .where('l.kind', '=', 'EARNED')
          .where('l.expires_at', '<=', now)
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('bonus_ledger as x').select('x.id').whereRef('x.order_number', '=', 'l.order_number').where('x.kind', '=', 'EXPIRED'))),
          )
          .execute()
      ).map((r) => r.customer_id),

    expire: (customerId, now, decide) =>
      db.transaction().execute(async (tx) => {
        const customer = await tx.selectFrom('customer').select('bonuses').where('id', '=', customerId).forUpdate().executeTakeFirst();
        if (!customer) return 0;
        const rows = await tx
          .selectFrom('bonus_ledger')
          .select(['order_number', 'kind', 'amount', 'at', 'expires_at'])
          .where('customer_id', '=', customerId)
          .orderBy('at')
          .orderBy('id')
          .execute();
        const earned = rows.filter((r) => r.kind === 'EARNED');
        if (earned.length === 0) return 0;
        const expired = new Map(rows.filter((r) => r.kind === 'EXPIRED').map((r) => [r.order_number, r.amount]));
        const spent = await spentSince(tx, customerId, new Date(earned[0]!.at));
        const lots = earned.map((r) => ({
          orderNumber: r.order_number,
          amount: r.amount,
          expiresAt: new Date(r.expires_at!),
          expired: expired.has(r.order_number),
        }));
        const debits = spent + [...expired.values()].reduce((a, b) => a + b, 0);
        let taken = 0;
        for (const lot of decide({ lots, debits, balance: customer.bonuses })) {
          const inserted = await tx
            .insertInto('bonus_ledger')
            .values({ customer_id: customerId, order_number: lot.orderNumber, kind: 'EXPIRED', amount: lot.amount, at: now })
            .onConflict((oc) => oc.columns(['order_number', 'kind']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (inserted) taken += lot.amount;
        }
        if (taken > 0)
          await tx
            .updateTable('customer')
            .set((eb) => ({ bonuses: eb('bonuses', '-', taken) }))
            .where('id', '=', customerId)
            .execute();
        return taken;
      }),
  };
}
