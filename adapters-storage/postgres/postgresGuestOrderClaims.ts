import { sql, type Kysely } from 'kysely';
import type { GuestOrderClaims } from '../../application/orders/GuestOrderClaims';
import type { Database } from './schema';

/** Guest orders handed to the customer of their verified phone in one UPDATE (index customer_order_unclaimed_phone_idx, migration 0030). */
export function postgresGuestOrderClaims(db: Kysely<Database>): GuestOrderClaims {
  return {
    claim: async (customerId) => {
      const claimed = await db
        .updateTable('customer_order')
        .set({ customer_id: customerId })
        .where('customer_id', 'is', null)
        .where('verified_phone', '=', sql<string>`(select phone from customer where id = ${customerId})`)
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows);
    },
  };
}
