import { sql, type Kysely } from 'kysely';
import type { Buyer } from '../../application/orders/OrderRepository';
import { ACTIVE_ORDER_STATUSES } from '../../domain/order/orderStatus';
import type { Database } from './schema';

/** Orders awaiting payment or created, of a customer or (anonymous) of an owner phone. */
export async function countActiveOrders(db: Kysely<Database>, { customerId, phone }: Buyer): Promise<number> {
  const { n } = await db
    .selectFrom('customer_order')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', 'in', [...ACTIVE_ORDER_STATUSES])
    .where((eb) =>
      customerId ? eb('customer_id', '=', customerId) : eb.and([eb('customer_id', 'is', null), eb(sql`contacts -> 'owner' ->> 'phone'`, '=', phone)]),
    )
    .executeTakeFirstOrThrow();
  return Number(n);
}
